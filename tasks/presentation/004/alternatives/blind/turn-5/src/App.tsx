import "./styles.css";
import {
  MONDAY_COUNT,
  STORAGE_ORDER,
  byUrgency,
  currentStock,
  statusOf,
  storageOf,
  totalDoses,
  weeksOfSupply,
} from "./stock";
import StockTable from "./StockTable";
import SupplyChart from "./SupplyChart";

const doses = new Intl.NumberFormat("en-US");

export default function App() {
  const sorted = byUrgency(currentStock(MONDAY_COUNT));
  const reorderCount = sorted.filter((v) => statusOf(weeksOfSupply(v)) === "Reorder now").length;
  return (
    <div className="shell">
      <header>
        <h1>Vaccine stock summary</h1>
        <p className="sub">Northside Community Health Clinic · Monday count, updated this morning</p>
      </header>
      <main>
        <section className="panel">
          <h2>Stock on hand</h2>
          <p className="explain">
            Weeks of supply = doses on hand ÷ average doses used per week. Most urgent vaccines first.
          </p>
          <p className="count">Vaccines to reorder now: {reorderCount}</p>
          {STORAGE_ORDER.map((storage) => {
            const group = sorted.filter((v) => storageOf(v) === storage);
            return (
              <div className="storage" key={storage}>
                <h3>{storage}</h3>
                <StockTable vaccines={group} />
                <p className="doses">Total doses: {doses.format(totalDoses(group))}</p>
              </div>
            );
          })}
        </section>
        <section className="panel">
          <h2>Weeks of supply chart</h2>
          <p className="explain">Same order as the stock tables taken together; bar colours follow the status.</p>
          <SupplyChart vaccines={sorted} />
        </section>
      </main>
    </div>
  );
}
