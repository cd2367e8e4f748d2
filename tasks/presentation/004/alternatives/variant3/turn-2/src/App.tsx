import './app.css';
import { MONDAY_COUNT } from './inventory';
import { buildSupply } from './supply';
import { StockTable } from './StockTable';

export default function App() {
  const rows = buildSupply(MONDAY_COUNT);
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
      </main>
    </div>
  );
}
