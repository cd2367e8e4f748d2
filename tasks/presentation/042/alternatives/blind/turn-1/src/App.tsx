import "./styles.css";
import ServiceTable from "./ServiceTable";

export default function App() {
  return (
    <main className="report">
      <h1>Dunmere Council contact centre: call answering, 21 September to 15 November 2026</h1>
      <section className="panel" aria-labelledby="lines-heading">
        <h2 id="lines-heading">Service lines</h2>
        <ServiceTable />
      </section>
    </main>
  );
}
