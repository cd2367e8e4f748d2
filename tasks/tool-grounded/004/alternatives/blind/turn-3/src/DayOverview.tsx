import type { DayRow, Room } from "./booking";
import { dayLabel } from "./dates";

interface Props {
  rooms: Room[];
  date: string;
  rows: DayRow[] | null;
  error: string;
}

/** One row per in-service room, with the live slot counts of the day summary. */
export default function DayOverview({ rooms, date, rows, error }: Props) {
  return (
    <section className="panel">
      <h2>Day overview</h2>
      <p className="muted small">{dayLabel(date)}</p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {rows === null && !error && <p className="muted">Reading the day summary…</p>}
      {rows !== null && (
        <table className="plain">
          <thead>
            <tr>
              <th scope="col">Room</th>
              <th scope="col">Slots</th>
            </tr>
          </thead>
          <tbody>
            {rooms.map((room) => {
              const row = rows.find((r) => r.resource_id === room.id);
              return (
                <tr key={room.id}>
                  <th scope="row">{room.name}</th>
                  <td>{row ? `${row.booked_slots} booked · ${row.free_slots} free` : "—"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
