import type { Slot } from "./booking";
import { timeRange } from "./dates";

interface Props {
  slots: Slot[] | null;
  error: string;
  busy: boolean;
  onBook: (slot: Slot) => void;
}

export default function FreeSlots({ slots, error, busy, onBook }: Props) {
  return (
    <section className="panel">
      <h2>Free slots</h2>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {slots === null && !error && <p className="muted">Checking availability…</p>}
      {slots !== null && (
        <>
          <p className="count">{slots.length} free slots</p>
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
        </>
      )}
    </section>
  );
}
