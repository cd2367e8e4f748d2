import { CONTRACT, STAFF, hours } from "./roster";
import type { Staff } from "./roster";
import { overtimeMinutes } from "./pay";

interface Props {
  minutesBy: Record<Staff, number>;
}

export default function HoursPanel({ minutesBy }: Props) {
  const rows = STAFF.map((name) => ({
    name,
    worked: minutesBy[name],
    overtime: overtimeMinutes(name, minutesBy[name]),
  }));
  const week = rows.reduce((sum, r) => sum + r.worked, 0);
  const overtimeWeek = rows.reduce((sum, r) => sum + r.overtime, 0);

  return (
    <section className="card">
      <h2>Hours by person</h2>
      <ul className="figures">
        {rows.map((r) => (
          <li key={r.name} className={r.overtime > 0 ? "over" : undefined}>
            {r.name}: {hours(r.worked)} of {CONTRACT[r.name]} h
            {r.overtime > 0 && ` (${hours(r.overtime)} h overtime)`}
          </li>
        ))}
      </ul>
      <p className="sum-line">Total rostered: {hours(week)} h</p>
      <p className="sum-line sum-line--sub">Overtime this week: {hours(overtimeWeek)} h</p>
    </section>
  );
}
