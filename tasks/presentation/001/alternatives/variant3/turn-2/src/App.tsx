import WeeklyChart from "./WeeklyChart";
import InstrumentTable from "./InstrumentTable";
import { TERM_TOTAL, count } from "./data";
import "./dashboard.css";

export default function App() {
  return (
    <div className="report">
      <header className="report-head">
        <p className="report-kicker">Sequencing core facility · spring term, weeks 1–8</p>
        <h1>Sequencing core throughput</h1>
      </header>

      <section className="block">
        <h2>Weekly samples</h2>
        <p className="headline-figure">Total: {count(TERM_TOTAL)} samples</p>
        <WeeklyChart />
      </section>

      <section className="block">
        <h2>By instrument</h2>
        <p className="block-note">Eight-week totals, busiest instrument first.</p>
        <InstrumentTable />
      </section>
    </div>
  );
}
