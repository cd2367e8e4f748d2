import "./report.css";
import StorageChart from "./StorageChart";
import { MONTHS, lowestMonth } from "./storage";
import { pct } from "./format";

export default function App() {
  const low = lowestMonth(MONTHS);
  return (
    <main className="report">
      <h1>Ashvale Water reservoir storage 2025</h1>
      <section className="panel">
        <h2 id="monthly-heading">Monthly storage</h2>
        <p className="note">Combined storage of the four reservoirs at the end of each month.</p>
        <StorageChart months={MONTHS} />
        <p className="stat">
          Lowest month: {low.short} ({pct(low.percent)})
        </p>
      </section>
    </main>
  );
}
