import type { RoomWaitlist } from "./booking";

type Props = {
  rows: RoomWaitlist[] | null;
  dayName: string;
  busy: boolean;
  onOffer: (row: RoomWaitlist) => void;
};

export default function Waitlists({ rows, dayName, busy, onOffer }: Props) {
  if (rows === null) return <p className="muted">Reading waitlists…</p>;
  if (rows.length === 0) return <p className="muted">Nobody is waiting on {dayName}</p>;
  return (
    <ul className="lines waitlists">
      {rows.map((w) => (
        <li key={w.room.id}>
          <span>{`${w.room.name}: ${w.people.join(", ")}`}</span>
          {w.hasFreeSlot && (
            <button type="button" className="alt" disabled={busy} onClick={() => onOffer(w)}>
              Offer earliest slot
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
