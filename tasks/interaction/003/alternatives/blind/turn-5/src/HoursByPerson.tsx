import { CONTRACT_HOURS, STAFF, formatHours, minutesByPerson, overtimeMinutes, type Shift } from "./roster";

export default function HoursByPerson({ shifts }: { shifts: Shift[] }) {
  const minutes = minutesByPerson(shifts);
  const total = STAFF.reduce((sum, name) => sum + minutes[name], 0);
  const overtimeTotal = STAFF.reduce((sum, name) => sum + overtimeMinutes(name, minutes[name]), 0);
  return (
    <section className="panel">
      <h2>Hours by person</h2>
      <ul className="summary-list">
        {STAFF.map((name) => {
          const overtime = overtimeMinutes(name, minutes[name]);
          return (
            <li key={name} className={overtime > 0 ? "over" : undefined}>
              {name}: {(minutes[name] / 60).toFixed(1)} of {CONTRACT_HOURS[name]} h
              {overtime > 0 && ` (${formatHours(overtime)} overtime)`}
            </li>
          );
        })}
      </ul>
      <p className="summary-total">Total rostered: {formatHours(total)}</p>
      <p className="summary-total">Overtime this week: {formatHours(overtimeTotal)}</p>
    </section>
  );
}
