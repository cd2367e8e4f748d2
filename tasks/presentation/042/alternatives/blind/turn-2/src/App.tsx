import "./styles.css";
import ServiceTable from "./ServiceTable";
import WeekChart from "./WeekChart";

export default function App() {
  return (
    <main className="report">
      <h1>Dunmere Council contact centre: call answering, 21 September to 15 November 2026</h1>
      <section className="panel" aria-labelledby="lines-heading">
        <h2 id="lines-heading">Service lines</h2>
        <ServiceTable />
      </section>
      <section className="panel" aria-labelledby="weeks-heading">
        <h2 id="weeks-heading">Average answer time by week</h2>
        <WeekChart />
      </section>
    </main>
  );
}
