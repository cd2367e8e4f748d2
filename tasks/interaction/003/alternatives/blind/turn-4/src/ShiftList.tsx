import { DAYS, formatHours, formatTime, shiftMinutes, type Shift } from "./roster";

export function sortShifts(shifts: Shift[]): Shift[] {
  return [...shifts].sort((a, b) => a.day - b.day || a.start - b.start || a.id - b.id);
}

type Props = {
  shifts: Shift[];
  onRemove: (id: number) => void;
  onEdit: (shift: Shift) => void;
  onCopy: (shift: Shift) => void;
  editingId: number | null;
  emptyText: string;
};

export default function ShiftList({ shifts, onRemove, onEdit, onCopy, editingId, emptyText }: Props) {
  if (shifts.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <ul className="shift-list">
      {sortShifts(shifts).map((s) => (
        <li key={s.id} className={s.id === editingId ? "shift shift-editing" : "shift"}>
          <span className="shift-day">{DAYS[s.day]}</span>
          <span className="shift-person">{s.person}</span>
          <span className="shift-time">
            {formatTime(s.start)}–{formatTime(s.end)}
          </span>
          <span className="shift-length">{formatHours(shiftMinutes(s))}</span>
          <span className="shift-buttons">
            <button type="button" onClick={() => onEdit(s)}>
              Edit
            </button>
            <button type="button" onClick={() => onCopy(s)} disabled={s.day === DAYS.length - 1}>
              Copy to next day
            </button>
            <button type="button" onClick={() => onRemove(s.id)}>
              Remove
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
