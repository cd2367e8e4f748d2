import './app.css';
import { CURRENT_STOCK } from './inventory';
import { buildSupply } from './supply';
import { StockTable } from './StockTable';
import { SupplyChart } from './SupplyChart';

export default function App() {
  const rows = buildSupply(CURRENT_STOCK);
  const reorderNow = rows.filter((r) => r.status === 'Reorder now').length;

  return (
    <div className="page">
      <header className="masthead">
        <p className="clinic">Northside Community Health Clinic · Pharmacy</p>
        <h1>Vaccine stock summary</h1>
      </header>
      <main>
        <section className="panel">
          <h2>Stock on hand</h2>
          <p className="reorder-count">Vaccines to reorder now: {reorderNow}</p>
          <StockTable rows={rows} />
        </section>
        <section className="panel">
          <h2>Weeks of supply chart</h2>
          <SupplyChart rows={rows} />
        </section>
      </main>
    </div>
  );
}
