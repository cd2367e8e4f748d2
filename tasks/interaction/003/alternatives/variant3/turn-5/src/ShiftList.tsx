import { clock, hours, lengthOf } from "./roster";
import type { Shift } from "./roster";

interface Props {
  shifts: Shift[];
  editingId: number | null;
  emptyText: string;
  onEdit: (shift: Shift) => void;
  onRemove: (id: number) => void;
  onCopy: (shift: Shift) => void;
}

export default function ShiftList({
  shifts,
  editingId,
  emptyText,
  onEdit,
  onRemove,
  onCopy,
}: Props) {
  if (shifts.length === 0) {
    return <p className="quiet">{emptyText}</p>;
  }
  return (
    <ul className="shift-list">
      {shifts.map((s) => (
        <li key={s.id} className={s.id === editingId ? "shift shift--editing" : "shift"}>
          <span className="shift-day">{s.day}</span>
          {" "}
          <span className="shift-person">{s.person}</span>
          {" "}
          <span className="shift-time">
            {clock(s.start)}–{clock(s.end)}
          </span>
          {" "}
          <span className="shift-length">{hours(lengthOf(s))} h</span>
          {" "}
          <span className="shift-actions">
            <button type="button" className="btn btn-small" onClick={() => onEdit(s)}>
              Edit
            </button>
            <button
              type="button"
              className="btn btn-small"
              disabled={s.day === "Sun"}
              title={s.day === "Sun" ? "Sunday is the last day of the week" : undefined}
              onClick={() => onCopy(s)}
            >
              Copy to next day
            </button>
            <button type="button" className="btn btn-small btn-danger" onClick={() => onRemove(s.id)}>
              Remove
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
