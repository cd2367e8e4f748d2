import "./styles.css";
import { MONDAY_COUNT } from "./stock";
import StockTable from "./StockTable";

export default function App() {
  return (
    <div className="shell">
      <header>
        <h1>Vaccine stock summary</h1>
        <p className="sub">Northside Community Health Clinic · Monday count</p>
      </header>
      <main>
        <section className="panel">
          <h2>Stock on hand</h2>
          <p className="explain">Weeks of supply = doses on hand ÷ average doses used per week.</p>
          <StockTable vaccines={MONDAY_COUNT} />
        </section>
      </main>
    </div>
  );
}
