import type { Booking } from "./booking";
import { dayLabel, timeRange } from "./dates";

interface Props {
  person: string;
  bookings: Booking[] | null;
  error: string;
  busy: boolean;
  roomName: (id: string) => string;
  onPushBack: (booking: Booking) => void;
}

export default function MyBookings({ person, bookings, error, busy, roomName, onPushBack }: Props) {
  return (
    <section className="panel">
      <h2>My bookings</h2>
      {!person && <p className="muted">Type a name in “Booked by” to see that person’s bookings this week.</p>}
      {person && error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {person && bookings === null && !error && <p className="muted">Reading bookings for {person}…</p>}
      {person && bookings !== null && bookings.length === 0 && <p className="muted">No bookings this week</p>}
      {person && bookings !== null && bookings.length > 0 && (
        <ul className="bookings">
          {bookings.map((b) => (
            <li key={b.id} className="booking">
              <span>
                {[dayLabel(b.date), roomName(b.resource_id), timeRange(b.start, b.end), b.title].join(" · ")}
              </span>
              <button type="button" className="quiet-button" disabled={busy} onClick={() => onPushBack(b)}>
                Push back 1 hour
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
