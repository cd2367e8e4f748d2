import './app.css';
import { CURRENT_STOCK, STORAGE_ORDER } from './inventory';
import { buildSupply } from './supply';
import { StorageGroup } from './StorageGroup';
import { SupplyChart } from './SupplyChart';

export default function App() {
  // One sorted list drives everything; each storage table is a filtered
  // view of it, so both keep the lowest-first order.
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
          {STORAGE_ORDER.map((storage) => (
            <StorageGroup
              key={storage}
              storage={storage}
              rows={rows.filter((r) => r.storage === storage)}
            />
          ))}
        </section>
        <section className="panel">
          <h2>Weeks of supply chart</h2>
          <SupplyChart rows={rows} />
        </section>
      </main>
    </div>
  );
}
