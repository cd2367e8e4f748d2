import MonthlyChart from "./MonthlyChart";
import TrailheadsTable from "./TrailheadsTable";
import { visits } from "./format";
import { MONTHS, busiestMonth } from "./monthly";
import { TRAILHEADS } from "./park";
import "./report.css";

export default function App() {
  const busiest = busiestMonth(MONTHS);
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
    </main>
  );
}
