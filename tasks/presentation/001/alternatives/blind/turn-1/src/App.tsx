import "./styles.css";
import { WEEKLY } from "./data";
import { fmtCount, sumSamples } from "./format";
import WeeklyChart from "./WeeklyChart";

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
    </main>
  );
}
