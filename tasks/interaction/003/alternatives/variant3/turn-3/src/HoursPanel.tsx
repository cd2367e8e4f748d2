import { CONTRACT, STAFF, hours, totalMinutes } from "./roster";
import type { Shift } from "./roster";

interface Props {
  shifts: Shift[];
}

export default function HoursPanel({ shifts }: Props) {
  const week = totalMinutes(shifts);
  return (
    <section className="card">
      <h2>Hours by person</h2>
      <ul className="figures">
        {STAFF.map((name) => (
          <li key={name}>
            {name}: {hours(totalMinutes(shifts.filter((s) => s.person === name)))} of {CONTRACT[name]} h
          </li>
        ))}
      </ul>
      <p className="sum-line">Total rostered: {hours(week)} h</p>
    </section>
  );
}
