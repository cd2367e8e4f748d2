import ClosuresTable from "./ClosuresTable";
import MonthlyChart from "./MonthlyChart";
import { CLOSURES, longClosures, totalDaysClosed } from "./closures";
import TrailheadsTable from "./TrailheadsTable";
import { visits } from "./format";
import { MONTHS, busiestMonth } from "./monthly";
import { TRAILHEADS } from "./park";
import "./report.css";

export default function App() {
  const busiest = busiestMonth(MONTHS);
  const longCount = longClosures(CLOSURES);
  const closedDays = totalDaysClosed(CLOSURES);
  return (
    <main className="report">
      <h1>Corrie Dhu National Park season 2026</h1>
      <section className="panel" aria-labelledby="trailheads-heading">
        <h2 id="trailheads-heading">Trailheads</h2>
        <p className="note">Walker counts from the automatic counters, May to October 2026.</p>
        <TrailheadsTable trailheads={TRAILHEADS} />
      </section>
      <section className="panel" aria-labelledby="monthly-heading">
        <h2 id="monthly-heading">Monthly visits</h2>
        <p className="note">Visits to all five trailheads per month.</p>
        <MonthlyChart months={MONTHS} labelledBy="monthly-heading" />
        <p className="summary">
          Busiest month: {busiest.label} ({visits(busiest.visits)} visits)
        </p>
      </section>
      <section className="panel" aria-labelledby="closures-heading">
        <h2 id="closures-heading">Trail closures</h2>
        <p className="note">Days closed run from the date closed up to but not including the date reopened.</p>
        <ClosuresTable closures={CLOSURES} />
        <p className="summary">
          Closures longer than 14 days: {longCount} of {CLOSURES.length}
        </p>
        <p className="summary">Total days closed: {closedDays}</p>
      </section>
    </main>
  );
}
