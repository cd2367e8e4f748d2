import { useEffect, useState } from 'react';
import { cancelBooking, errorText, getBooking, listBookings } from './api';
import type { BookingSummary } from './api';
import { WEEK, dayLabel, range } from './dates';

interface Props {
  person: string;
  refreshKey: number;
  resourceName: (id: string) => string;
  onChanged: () => void;
}

export default function MyReservations({ person, refreshKey, resourceName, onChanged }: Props) {
  const [rows, setRows] = useState<BookingSummary[] | null>(null);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [working, setWorking] = useState<string | null>(null);

  useEffect(() => {
    if (!person) {
      setRows(null);
      return;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      listBookings({ booked_for: person })
        .then((list) => {
          if (!live) return;
          setError('');
          setRows(list.filter((b) => b.status === 'confirmed' && WEEK.includes(b.date)));
        })
        .catch((err) => {
          if (live) setError(errorText(err));
        });
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [person, refreshKey]);

  async function cancel(bookingId: string) {
    setWorking(bookingId);
    setMessage('');
    setError('');
    try {
      const { evidence_token } = await getBooking(bookingId);
      await cancelBooking(bookingId, evidence_token);
      setMessage('Reservation cancelled');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setWorking(null);
      onChanged();
    }
  }

  return (
    <section className="panel">
      <h2>My reservations</h2>
      {message && (
        <p role="status" className="notice notice-ok spaced">
          {message}
        </p>
      )}
      {error && <p className="notice notice-error spaced">{error}</p>}
      {!person ? (
        <p className="muted">Enter your name under Reservation to see what you have booked.</p>
      ) : rows === null ? (
        <p className="muted">Looking up reservations…</p>
      ) : rows.length === 0 ? (
        <p className="muted">{`No reservations for ${person} this week.`}</p>
      ) : (
        <ul className="mine">
          {rows.map((b) => (
            <li key={b.id}>
              <span>{`${dayLabel(b.date)} ${range(b.start, b.end)} · ${resourceName(b.resource_id)} · ${b.title}`}</span>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => cancel(b.id)}
                disabled={working !== null}
              >
                Cancel reservation
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
