import { BookingSummary } from './api';
import { dayLabel, span } from './week';

interface Props {
  person: string;
  bookings: BookingSummary[] | null;
  error: string | null;
  busy: boolean;
  roomName: (id: string) => string;
  onPushBack: (booking: BookingSummary) => void;
}

export default function MyBookings({ person, bookings, error, busy, roomName, onPushBack }: Props) {
  let body;
  if (!person) {
    body = <p className="quiet">Fill in “Booked by” to see that person’s week.</p>;
  } else if (error) {
    body = (
      <p className="flash bad" role="alert">
        {error}
      </p>
    );
  } else if (bookings === null) {
    body = <p className="quiet">Loading bookings for {person}…</p>;
  } else if (bookings.length === 0) {
    body = <p className="quiet">No bookings this week</p>;
  } else {
    body = (
      <ul className="agenda mine">
        {bookings.map((b) => (
          <li key={b.id}>
            <span className="line">
              {[dayLabel(b.date), roomName(b.resource_id), span(b.start, b.end), b.title].join(' · ')}
            </span>
            <button type="button" className="plain" disabled={busy} onClick={() => onPushBack(b)}>
              Push back 1 hour
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="card">
      <h2>My bookings</h2>
      {body}
    </section>
  );
}
