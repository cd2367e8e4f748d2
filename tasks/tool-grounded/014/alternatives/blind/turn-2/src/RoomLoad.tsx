import type { DayRow } from "./booking";

export function loadLine(row: DayRow, roomName: string): string {
  return `${roomName}: ${row.booked_slots} booked, ${row.free_slots} free`;
}

type Props = {
  rows: DayRow[] | null;
  roomName: (id: string) => string;
};

export default function RoomLoad({ rows, roomName }: Props) {
  if (rows === null) return <p className="muted">Reading the day summary…</p>;
  if (rows.length === 0) return <p className="muted">No rooms in service.</p>;
  return (
    <ul className="lines">
      {rows.map((r) => (
        <li key={r.resource_id}>{loadLine(r, roomName(r.resource_id))}</li>
      ))}
    </ul>
  );
}
