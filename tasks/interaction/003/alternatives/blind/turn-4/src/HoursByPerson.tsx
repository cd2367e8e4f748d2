import { CONTRACT_HOURS, STAFF, formatHours, minutesByPerson, type Shift } from "./roster";

export default function HoursByPerson({ shifts }: { shifts: Shift[] }) {
  const minutes = minutesByPerson(shifts);
  const total = STAFF.reduce((sum, name) => sum + minutes[name], 0);
  return (
    <section className="panel">
      <h2>Hours by person</h2>
      <ul className="summary-list">
        {STAFF.map((name) => (
          <li key={name}>
            {name}: {(minutes[name] / 60).toFixed(1)} of {CONTRACT_HOURS[name]} h
          </li>
        ))}
      </ul>
      <p className="summary-total">Total rostered: {formatHours(total)}</p>
    </section>
  );
}
