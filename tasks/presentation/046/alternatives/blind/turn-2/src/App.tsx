import ClinicianTable from "./ClinicianTable";
import { CLINICIANS } from "./data";
import { formatPounds, lostFeesPence } from "./fees";
import MissedChart from "./MissedChart";
import RoleLines from "./RoleLines";
import "./styles.css";

export default function App() {
  return (
    <main className="page">
      <h1>Harlow Green Dental Practice: missed appointments, July to September 2026</h1>
      <p className="lede">
        Missed appointments are those where the patient did not attend and gave no notice. Prepared by the
        practice manager for the partners.
      </p>

      <section className="card">
        <h2>Clinicians</h2>
        <ClinicianTable clinicians={CLINICIANS} />
        <RoleLines clinicians={CLINICIANS} />
      </section>

      <section className="card">
        <h2>Missed appointments by clinician</h2>
        <MissedChart clinicians={CLINICIANS} />
        <p className="summary-line">Estimated lost fees: {formatPounds(lostFeesPence(CLINICIANS))}</p>
        <p className="note">Each missed appointment is counted at £58.00 with a dentist and £46.00 with a hygienist.</p>
      </section>
    </main>
  );
}
