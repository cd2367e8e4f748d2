import "./styles.css";
import { MONDAY_COUNT, byUrgency, statusOf, weeksOfSupply } from "./stock";
import StockTable from "./StockTable";
import SupplyChart from "./SupplyChart";

export default function App() {
  const sorted = byUrgency(MONDAY_COUNT);
  const reorderCount = sorted.filter((v) => statusOf(weeksOfSupply(v)) === "Reorder now").length;
  return (
    <div className="shell">
      <header>
        <h1>Vaccine stock summary</h1>
        <p className="sub">Northside Community Health Clinic · Monday count</p>
      </header>
      <main>
        <section className="panel">
          <h2>Stock on hand</h2>
          <p className="explain">
            Weeks of supply = doses on hand ÷ average doses used per week. Most urgent vaccines first.
          </p>
          <p className="count">Vaccines to reorder now: {reorderCount}</p>
          <StockTable vaccines={sorted} />
        </section>
        <section className="panel">
          <h2>Weeks of supply chart</h2>
          <p className="explain">Same order as the stock table; bar colours follow the status.</p>
          <SupplyChart vaccines={sorted} />
        </section>
      </main>
    </div>
  );
}
