import type { Booking } from "./booking";
import { timeRange } from "./dates";

interface Props {
  bookings: Booking[] | null;
  error: string;
  busy: boolean;
  onCancel: (booking: Booking) => void;
}

export default function BookingsList({ bookings, error, busy, onCancel }: Props) {
  return (
    <section className="panel">
      <h2>Bookings</h2>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {bookings === null && !error && <p className="muted">Reading bookings…</p>}
      {bookings !== null && bookings.length === 0 && <p className="muted">Nothing is booked in this room that day.</p>}
      {bookings !== null && bookings.length > 0 && (
        <ul className="bookings">
          {bookings.map((b) => (
            <li key={b.id} className="booking">
              <div>
                <div>
                  <strong className="slot-time">{timeRange(b.start, b.end)}</strong> {b.title}
                </div>
                <div className="muted small">booked by {b.booked_for}</div>
              </div>
              <button type="button" className="quiet-button" disabled={busy} onClick={() => onCancel(b)}>
                Cancel booking
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
