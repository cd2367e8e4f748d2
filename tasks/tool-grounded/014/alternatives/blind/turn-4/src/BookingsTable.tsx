import type { BookingSummary, Room } from "./booking";
import { timeRange } from "./days";

type Props = {
  bookings: BookingSummary[];
  roomName: (id: string) => string;
  busy: boolean;
  onCancel: (booking: BookingSummary) => void;
  onMove: (booking: BookingSummary) => void;
};

export default function BookingsTable({ bookings, roomName, busy, onCancel, onMove }: Props) {
  if (bookings.length === 0) return null;
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Room</th>
          <th scope="col">Title</th>
          <th scope="col">Booked for</th>
          <th scope="col" aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {bookings.map((b) => (
          <tr key={b.id}>
            <td className="time">{timeRange(b.start, b.end)}</td>
            <td>{roomName(b.resource_id)}</td>
            <td>{b.title}</td>
            <td>{b.booked_for}</td>
            <td className="actions">
              <button type="button" className="alt" disabled={busy} onClick={() => onCancel(b)}>
                Cancel
              </button>
              <button type="button" className="alt" disabled={busy} onClick={() => onMove(b)}>
                Move
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type { Room };
