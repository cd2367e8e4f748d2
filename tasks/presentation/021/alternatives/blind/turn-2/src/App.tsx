import TerminalsTable from "./TerminalsTable";
import WaitChart from "./WaitChart";
import { hours } from "./format";
import { TERMINALS, longestWait } from "./terminals";
import "./report.css";

export default function App() {
  const longest = longestWait(TERMINALS);
  const longestLine = `Longest wait: ${longest.name} (${hours(longest.waitHours)} hours)`;
  return (
    <main className="report">
      <h1>Port of Kestrelhaven Q3 2026</h1>
      <section className="panel" aria-labelledby="terminals-heading">
        <h2 id="terminals-heading">Terminals</h2>
        <p className="note">Containers handled and vessel calls per terminal, July to September 2026.</p>
        <TerminalsTable terminals={TERMINALS} />
      </section>
      <section className="panel" aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Berth waiting</h2>
        <p className="note">Average berth waiting time per vessel call, in hours.</p>
        <WaitChart terminals={TERMINALS} labelledBy="waiting-heading" />
        <p className="summary">{longestLine}</p>
      </section>
    </main>
  );
}
