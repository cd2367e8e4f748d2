import { BookingSummary } from './api';
import { span } from './week';

interface Props {
  bookings: BookingSummary[] | null;
  error: string | null;
  busy: boolean;
  onCancel: (booking: BookingSummary) => void;
}

export default function BookingsList({ bookings, error, busy, onCancel }: Props) {
  return (
    <section className="card">
      <h2>Bookings</h2>
      {error ? (
        <p className="flash bad" role="alert">
          {error}
        </p>
      ) : bookings === null ? (
        <p className="quiet">Loading bookings…</p>
      ) : bookings.length === 0 ? (
        <p className="quiet">No bookings for this room on this day.</p>
      ) : (
        <ul className="agenda">
          {bookings.map((b) => (
            <li key={b.id}>
              <span className="time">{span(b.start, b.end)}</span>
              <span className="what">
                <strong>{b.title}</strong>
                <span className="who">booked by {b.booked_for}</span>
              </span>
              <button type="button" className="plain" disabled={busy} onClick={() => onCancel(b)}>
                Cancel booking
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
