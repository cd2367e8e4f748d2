import "./styles.css";
import { INSTRUMENTS, WEEKLY } from "./data";
import { fmtCount, sumSamples } from "./format";
import WeeklyChart from "./WeeklyChart";
import InstrumentTable from "./InstrumentTable";

export default function App() {
  const total = sumSamples(WEEKLY);
  return (
    <main className="page">
      <h1>Sequencing core throughput</h1>
      <section className="card">
        <h2>Weekly samples</h2>
        <p className="figure">Total: {fmtCount(total)} samples</p>
        <p className="note">Samples processed in the first eight weeks of spring term.</p>
        <WeeklyChart weeks={WEEKLY} />
      </section>
      <section className="card">
        <h2>By instrument</h2>
        <InstrumentTable rows={INSTRUMENTS} />
      </section>
    </main>
  );
}
