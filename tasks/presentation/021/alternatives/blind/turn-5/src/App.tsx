import LongWaitsTable from "./LongWaitsTable";
import TerminalsTable from "./TerminalsTable";
import WaitChart from "./WaitChart";
import { hours, teu } from "./format";
import { TERMINALS, longestWait, totalTeu } from "./terminals";
import { WAITS, totalHoursWaited, waitsOver48 } from "./waits";
import "./report.css";

export default function App() {
  const longest = longestWait(TERMINALS);
  const longestLine = `Longest wait: ${longest.name} (${hours(longest.waitHours)} hours)`;
  const overLine = `Waits over 48 hours: ${waitsOver48(WAITS)} of ${WAITS.length}`;
  return (
    <main className="report">
      <h1>Port of Kestrelhaven Q3 2026</h1>
      <section className="panel glance" aria-labelledby="glance-heading">
        <h2 id="glance-heading">Quarter at a glance</h2>
        <ul className="glance-list">
          <li>Total TEU: {teu(totalTeu(TERMINALS))}</li>
          <li>{longestLine}</li>
          <li>{overLine}</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="terminals-heading">
        <h2 id="terminals-heading">Terminals</h2>
        <p className="note">Containers handled and vessel calls per terminal, July to September 2026, compared with Q3 2025.</p>
        <TerminalsTable terminals={TERMINALS} />
      </section>
      <section className="panel" aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Berth waiting</h2>
        <p className="note">Average berth waiting time per vessel call, in hours.</p>
        <WaitChart terminals={TERMINALS} labelledBy="waiting-heading" />
        <p className="summary">{longestLine}</p>
      </section>
      <section className="panel" aria-labelledby="waits-heading">
        <h2 id="waits-heading">Long waits</h2>
        <p className="note">Vessels that waited longer than 36 hours for a berth. Hours waited are whole hours from arrival to berthing.</p>
        <LongWaitsTable waits={WAITS} />
        <p className="summary">{overLine}</p>
        <p className="summary">Total hours waited: {totalHoursWaited(WAITS)}</p>
      </section>
    </main>
  );
}
