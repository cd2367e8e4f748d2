import TrailheadsTable from "./TrailheadsTable";
import { TRAILHEADS } from "./park";
import "./report.css";

export default function App() {
  return (
    <main className="report">
      <h1>Corrie Dhu National Park season 2026</h1>
      <section className="panel" aria-labelledby="trailheads-heading">
        <h2 id="trailheads-heading">Trailheads</h2>
        <p className="note">Walker counts from the automatic counters, May to October 2026.</p>
        <TrailheadsTable trailheads={TRAILHEADS} />
      </section>
    </main>
  );
}
