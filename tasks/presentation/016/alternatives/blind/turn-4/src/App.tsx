import ProductionsTable from "./ProductionsTable";
import WeeklyChart from "./WeeklyChart";
import { count } from "./format";
import { PRODUCTIONS, countBelowTarget } from "./season";
import { WEEKS, bestWeek } from "./weekly";
import "./report.css";

export default function App() {
  const best = bestWeek(WEEKS);
  return (
    <main className="report">
      <h1>Quillgate Playhouse autumn 2026 box office</h1>
      <section className="panel" aria-labelledby="productions-heading">
        <h2 id="productions-heading">Productions</h2>
        <p className="note">
          Occupancy is seats sold over seats on offer (Main House 420 seats, Studio 120 seats per performance).
        </p>
        <ProductionsTable productions={PRODUCTIONS} />
        <p className="stat">
          Productions below 70% occupancy: {countBelowTarget(PRODUCTIONS)} of {PRODUCTIONS.length}
        </p>
      </section>
      <section className="panel" aria-labelledby="weekly-heading">
        <h2 id="weekly-heading">Weekly ticket sales</h2>
        <p className="note">Tickets sold across all productions in each week of the season.</p>
        <WeeklyChart weeks={WEEKS} labelledBy="weekly-heading" />
        <p className="stat">
          Best week: {best.label} ({count(best.tickets)} tickets)
        </p>
      </section>
    </main>
  );
}
