import "./report.css";
import StorageChart from "./StorageChart";
import ReservoirTable from "./ReservoirTable";
import { RESERVOIRS } from "./reservoirs";
import { MONTHS, countBelowWarning, lowestMonth } from "./storage";
import { pct } from "./format";

export default function App() {
  const low = lowestMonth(MONTHS);
  const below = countBelowWarning(MONTHS);
  return (
    <main className="report">
      <h1>Ashvale Water reservoir storage 2025</h1>
      <section className="panel">
        <h2 id="monthly-heading">Monthly storage</h2>
        <p className="note">Combined storage of the four reservoirs at the end of each month.</p>
        <StorageChart months={MONTHS} />
        <p className="legend">Orange bars are months that ended below the drought-warning level.</p>
        <p className="stat">
          Lowest month: {low.short} ({pct(low.percent)})
        </p>
        <p className="stat">
          Months below drought warning: {below} of {MONTHS.length}
        </p>
      </section>
      <section className="panel">
        <h2>Reservoirs at year end</h2>
        <ReservoirTable reservoirs={RESERVOIRS} />
      </section>
    </main>
  );
}
