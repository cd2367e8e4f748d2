import './app.css';
import { MONDAY_COUNT } from './inventory';
import { withWeeks } from './supply';
import { StockTable } from './StockTable';

export default function App() {
  const rows = withWeeks(MONDAY_COUNT);

  return (
    <div className="page">
      <header className="masthead">
        <p className="clinic">Northside Community Health Clinic · Pharmacy</p>
        <h1>Vaccine stock summary</h1>
      </header>
      <main>
        <section className="panel">
          <h2>Stock on hand</h2>
          <StockTable rows={rows} />
        </section>
      </main>
    </div>
  );
}
