import TerminalsTable from "./TerminalsTable";
import { TERMINALS } from "./terminals";
import "./report.css";

export default function App() {
  return (
    <main className="report">
      <h1>Port of Kestrelhaven Q3 2026</h1>
      <section className="panel" aria-labelledby="terminals-heading">
        <h2 id="terminals-heading">Terminals</h2>
        <p className="note">Containers handled and vessel calls per terminal, July to September 2026.</p>
        <TerminalsTable terminals={TERMINALS} />
      </section>
    </main>
  );
}
