import { CONTRACT, STAFF, hours } from "./roster";
import type { Staff } from "./roster";

interface Props {
  minutesBy: Record<Staff, number>;
}

export default function HoursPanel({ minutesBy }: Props) {
  const week = STAFF.reduce((sum, name) => sum + minutesBy[name], 0);
  return (
    <section className="card">
      <h2>Hours by person</h2>
      <ul className="figures">
        {STAFF.map((name) => (
          <li key={name}>
            {name}: {hours(minutesBy[name])} of {CONTRACT[name]} h
          </li>
        ))}
      </ul>
      <p className="sum-line">Total rostered: {hours(week)} h</p>
    </section>
  );
}
