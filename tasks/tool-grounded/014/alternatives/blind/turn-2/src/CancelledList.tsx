import type { Booking } from "./booking";
import { timeRange } from "./days";

type Props = {
  rows: Booking[] | null;
  dayName: string;
  roomName: (id: string) => string;
};

export default function CancelledList({ rows, dayName, roomName }: Props) {
  if (rows === null) return <p className="muted">Reading cancellations…</p>;
  if (rows.length === 0) return <p className="muted">No cancellations on {dayName}</p>;
  return (
    <ul className="lines">
      {rows.map((b) => (
        <li key={b.id}>
          {`${roomName(b.resource_id)} ${timeRange(b.start, b.end)} · ${b.title} · ${b.cancel_reason || "no reason given"}`}
        </li>
      ))}
    </ul>
  );
}
