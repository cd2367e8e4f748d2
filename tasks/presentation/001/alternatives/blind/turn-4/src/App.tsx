import "./styles.css";
import { INSTRUMENTS, WEEKLY, WEEKLY_TARGET } from "./data";
import { fmtCount, meetsTarget, sumSamples } from "./format";
import WeeklyChart from "./WeeklyChart";
import InstrumentTable from "./InstrumentTable";

export default function App() {
  const total = sumSamples(WEEKLY);
  const onTarget = WEEKLY.filter((w) => meetsTarget(w.samples, WEEKLY_TARGET)).length;
  return (
    <main className="page">
      <h1>Sequencing core throughput</h1>
      <section className="card">
        <h2>Weekly samples</h2>
        <p className="figure">Total: {fmtCount(total)} samples</p>
        <p className="note">Samples processed in the first eight weeks of spring term (Week 6 as corrected by QC).</p>
        <WeeklyChart weeks={WEEKLY} target={WEEKLY_TARGET} />
        <p className="figure">
          Weeks at or above target: {onTarget} of {WEEKLY.length}
        </p>
      </section>
      <section className="card">
        <h2>By instrument</h2>
        <InstrumentTable rows={INSTRUMENTS} />
      </section>
    </main>
  );
}
