import type { Slot } from "./booking";
import { timeRange } from "./dates";

interface Props {
  hasRoom: boolean;
  slots: Slot[] | null;
  error: string;
  busy: boolean;
  onBook: (slot: Slot) => void;
  onJoinWaitlist: () => void;
}

export default function FreeSlots({ hasRoom, slots, error, busy, onBook, onJoinWaitlist }: Props) {
  return (
    <section className="panel">
      <h2>Free slots</h2>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!hasRoom && <p className="muted">No room to show: pick a room that fits.</p>}
      {hasRoom && slots === null && !error && <p className="muted">Checking availability…</p>}
      {hasRoom && slots !== null && (
        <>
          <p className="count">{slots.length} free slots</p>
          {slots.length === 0 ? (
            <div className="full">
              <p className="full-note">Fully booked</p>
              <button type="button" disabled={busy} onClick={onJoinWaitlist}>
                Join waitlist
              </button>
            </div>
          ) : (
            <ul className="slots">
              {slots.map((slot) => (
                <li key={slot.start} className="slot">
                  <span className="slot-time">{timeRange(slot.start, slot.end)}</span>
                  <button type="button" disabled={busy} onClick={() => onBook(slot)}>
                    Book
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
