import MedianChart from "./MedianChart";
import TypesTable from "./TypesTable";
import { TYPES, compensationDue, lateComplaints, typesMeetingStandard } from "./complaints";
import { count, days, pounds } from "./format";
import { MEDIANS, slowest } from "./medians";
import "./report.css";

export default function App() {
  const slow = slowest(MEDIANS);
  return (
    <main className="report">
      <h1>Kelvale Water complaints, July to September 2026</h1>
      <section className="panel" aria-labelledby="types-heading">
        <h2 id="types-heading">Complaint types</h2>
        <p className="note">
          On time is the complaints resolved within 10 working days divided by the complaints received. The regulator's
          standard is at least 90.0% on time.
        </p>
        <TypesTable types={TYPES} />
        <p className="summary">
          Types meeting the standard: {typesMeetingStandard(TYPES)} of {TYPES.length}
        </p>
      </section>
      <section className="panel" aria-labelledby="median-heading">
        <h2 id="median-heading">Median days to resolve</h2>
        <p className="note">Median working days to resolve a complaint, per type.</p>
        <MedianChart medians={MEDIANS} labelledBy="median-heading" />
        <p className="summary">
          Slowest type: {slow.name} ({days(slow.tenths)} days)
        </p>
      </section>
      <section className="panel" aria-labelledby="compensation-heading">
        <h2 id="compensation-heading">Compensation</h2>
        <p className="note">
          Each complaint not resolved within 10 working days earns the customer a £30 payment.
        </p>
        <ul className="lines">
          <li>Late complaints: {count(lateComplaints(TYPES))}</li>
          <li>Compensation due: {pounds(compensationDue(TYPES))}</li>
        </ul>
      </section>
    </main>
  );
}
