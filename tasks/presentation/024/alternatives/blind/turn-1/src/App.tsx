import TypesTable from "./TypesTable";
import { TYPES } from "./complaints";
import "./report.css";

export default function App() {
  return (
    <main className="report">
      <h1>Kelvale Water complaints, July to September 2026</h1>
      <section className="panel" aria-labelledby="types-heading">
        <h2 id="types-heading">Complaint types</h2>
        <p className="note">On time is the complaints resolved within 10 working days divided by the complaints received.</p>
        <TypesTable types={TYPES} />
      </section>
    </main>
  );
}
