import { Slot } from './api';
import { span } from './week';

interface Props {
  slots: Slot[] | null;
  error: string | null;
  busy: boolean;
  onBook: (slot: Slot) => void;
  onWaitlist: () => void;
  noRoom: boolean;
}

export default function FreeSlots({ slots, error, busy, onBook, onWaitlist, noRoom }: Props) {
  return (
    <section className="card">
      <h2>Free slots</h2>
      {noRoom ? (
        <p className="quiet">No meeting room has that many seats.</p>
      ) : error ? (
        <p className="flash bad" role="alert">
          {error}
        </p>
      ) : slots === null ? (
        <p className="quiet">Checking availability…</p>
      ) : (
        <>
          <p className="count">{slots.length === 1 ? '1 free slot' : `${slots.length} free slots`}</p>
          <ul className="slots">
            {slots.map((s) => (
              <li key={s.start}>
                <span className="time">{span(s.start, s.end)}</span>
                <button type="button" disabled={busy} onClick={() => onBook(s)}>
                  Book
                </button>
              </li>
            ))}
          </ul>
          {slots.length === 0 && (
            <div className="full">
              <p className="full-note">Fully booked</p>
              <button type="button" disabled={busy} onClick={onWaitlist}>
                Join waitlist
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
