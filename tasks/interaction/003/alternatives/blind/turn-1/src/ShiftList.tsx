import { DAYS, formatHours, formatTime, shiftMinutes, type Shift } from "./roster";

export function sortShifts(shifts: Shift[]): Shift[] {
  return [...shifts].sort((a, b) => a.day - b.day || a.start - b.start || a.id - b.id);
}

export default function ShiftList({ shifts }: { shifts: Shift[] }) {
  if (shifts.length === 0) return <p className="muted">No shifts rostered yet.</p>;
  return (
    <ul className="shift-list">
      {sortShifts(shifts).map((s) => (
        <li key={s.id} className="shift">
          <span className="shift-day">{DAYS[s.day]}</span>
          <span className="shift-person">{s.person}</span>
          <span className="shift-time">
            {formatTime(s.start)}–{formatTime(s.end)}
          </span>
          <span className="shift-length">{formatHours(shiftMinutes(s))}</span>
        </li>
      ))}
    </ul>
  );
}
