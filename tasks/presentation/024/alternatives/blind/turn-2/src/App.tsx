import MedianChart from "./MedianChart";
import TypesTable from "./TypesTable";
import { TYPES } from "./complaints";
import { days } from "./format";
import { MEDIANS, slowest } from "./medians";
import "./report.css";

export default function App() {
  const slow = slowest(MEDIANS);
  return (
    <main className="report">
      <h1>Kelvale Water complaints, July to September 2026</h1>
      <section className="panel" aria-labelledby="types-heading">
        <h2 id="types-heading">Complaint types</h2>
        <p className="note">On time is the complaints resolved within 10 working days divided by the complaints received.</p>
        <TypesTable types={TYPES} />
      </section>
      <section className="panel" aria-labelledby="median-heading">
        <h2 id="median-heading">Median days to resolve</h2>
        <p className="note">Median working days to resolve a complaint, per type.</p>
        <MedianChart medians={MEDIANS} labelledBy="median-heading" />
        <p className="summary">
          Slowest type: {slow.name} ({days(slow.tenths)} days)
        </p>
      </section>
    </main>
  );
}
