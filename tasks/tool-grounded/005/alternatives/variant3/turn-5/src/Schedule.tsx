import { Appointment, FreeSlot } from './scheduling';
import { range } from './calendar';

type Row = { kind: 'appt'; start: string; appt: Appointment } | { kind: 'free'; start: string; slot: FreeSlot };

interface Props {
  free: FreeSlot[] | null;
  appointments: Appointment[] | null;
  error: string | null;
  busy: boolean;
  onBook: (slot: FreeSlot) => void;
  onWaitlist: () => void;
}

export default function Schedule({ free, appointments, error, busy, onBook, onWaitlist }: Props) {
  const ready = free !== null && appointments !== null;
  const rows: Row[] = ready
    ? [
        ...appointments.map((a) => ({ kind: 'appt' as const, start: a.start, appt: a })),
        ...free.map((s) => ({ kind: 'free' as const, start: s.start, slot: s })),
      ].sort((x, y) => (x.start < y.start ? -1 : x.start > y.start ? 1 : 0))
    : [];

  return (
    <section className="panel" aria-labelledby="schedule-h">
      <h2 id="schedule-h">Schedule</h2>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : !ready ? (
        <p className="hint">Loading the day…</p>
      ) : (
        <>
          <p className="tally">{free.length === 1 ? '1 free slot' : `${free.length} free slots`}</p>
          {free.length === 0 && (
            <div className="full-day">
              <strong>Fully booked</strong>
              <button type="button" disabled={busy} onClick={onWaitlist}>
                Add to waitlist
              </button>
            </div>
          )}
          <table className="day">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Patient</th>
                <th scope="col">Reason</th>
                <th scope="col">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) =>
                r.kind === 'appt' ? (
                  <tr key={`a-${r.appt.id}`} className="taken">
                    <td className="clock">{range(r.appt.start, r.appt.end)}</td>
                    <td>{r.appt.booked_for}</td>
                    <td>{r.appt.title}</td>
                    <td />
                  </tr>
                ) : (
                  <tr key={`f-${r.slot.start}`} className="open">
                    <td className="clock">{range(r.slot.start, r.slot.end)}</td>
                    <td colSpan={2} className="free-word">
                      Free
                    </td>
                    <td className="act">
                      <button type="button" disabled={busy} onClick={() => onBook(r.slot)}>
                        Book
                      </button>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
