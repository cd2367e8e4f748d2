import { clock, hours, lengthOf } from "./roster";
import type { Shift } from "./roster";

interface Props {
  shifts: Shift[];
}

export default function ShiftList({ shifts }: Props) {
  if (shifts.length === 0) {
    return <p className="quiet">No shifts rostered yet.</p>;
  }
  return (
    <ul className="shift-list">
      {shifts.map((s) => (
        <li key={s.id} className="shift">
          <span className="shift-day">{s.day}</span>
          {" "}
          <span className="shift-person">{s.person}</span>
          {" "}
          <span className="shift-time">
            {clock(s.start)}–{clock(s.end)}
          </span>
          {" "}
          <span className="shift-length">{hours(lengthOf(s))} h</span>
        </li>
      ))}
    </ul>
  );
}
