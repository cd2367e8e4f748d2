import type { Clinician } from "./data";
import { formatCount, formatRate, missedRate, ofRole, sumUp, type Totals } from "./stats";

function line(label: string, t: Totals): string {
  return `${label}: ${formatCount(t.missed)} missed of ${formatCount(t.booked)} booked (${formatRate(missedRate(t))})`;
}

export default function RoleLines({ clinicians }: { clinicians: Clinician[] }) {
  return (
    <ul className="summary">
      <li>{line("Dentists", sumUp(ofRole(clinicians, "Dentist")))}</li>
      <li>{line("Hygienists", sumUp(ofRole(clinicians, "Hygienist")))}</li>
    </ul>
  );
}
