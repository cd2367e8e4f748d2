import { FormEvent, useState } from 'react';
import { Appointment, FreeSlot, failureText, getFreeSlots } from './scheduling';
import { labelDay, range } from './calendar';

export const CANCEL_REASONS = ['Patient request', 'Clinician unavailable', 'Booked in error'];

interface Props {
  results: Appointment[] | null;
  error: string | null;
  busy: boolean;
  clinicianName: (id: string) => string;
  onSearch: (name: string) => void;
  onCancel: (appt: Appointment, reason: string) => void;
  onMove: (appt: Appointment, newStart: string) => Promise<boolean>;
}

export default function FindPatient({ results, error, busy, clinicianName, onSearch, onCancel, onMove }: Props) {
  const [query, setQuery] = useState('');
  const [why, setWhy] = useState(CANCEL_REASONS[0]);
  const [moving, setMoving] = useState<Appointment | null>(null);
  const [times, setTimes] = useState<FreeSlot[] | null>(null);
  const [timesError, setTimesError] = useState<string | null>(null);
  const [newStart, setNewStart] = useState('');

  const startMove = async (a: Appointment) => {
    setMoving(a);
    setTimes(null);
    setTimesError(null);
    setNewStart('');
    try {
      const slots = await getFreeSlots(a.resource_id, a.date);
      setTimes(slots);
      setNewStart(slots[0]?.start ?? '');
    } catch (err) {
      setTimesError(failureText(err));
    }
  };

  const submitMove = async (e: FormEvent) => {
    e.preventDefault();
    if (!moving || !newStart) return;
    const done = await onMove(moving, newStart);
    if (done) setMoving(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = query.trim();
    if (name) onSearch(name);
  };

  return (
    <section className="panel" aria-labelledby="find-h">
      <h2 id="find-h">Find patient</h2>
      <form className="search-row" onSubmit={submit}>
        <div className="field grow">
          <label htmlFor="patient-search">Patient</label>
          <input id="patient-search" type="text" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <button type="submit" disabled={busy}>
          Search
        </button>
        <div className="field">
          <label htmlFor="cancel-reason">Cancellation reason</label>
          <select id="cancel-reason" value={why} onChange={(e) => setWhy(e.target.value)}>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
      </form>

      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : results === null ? null : results.length === 0 ? (
        <p className="hint">No appointments this week</p>
      ) : (
        <ul className="found">
          {results.map((a) => (
            <li key={a.id}>
              <span className="found-text">
                {`${labelDay(a.date)} ${range(a.start, a.end)} · ${clinicianName(a.resource_id)} · ${a.title}`}
              </span>
              <span className="found-actions">
                <button type="button" className="light" disabled={busy} onClick={() => void startMove(a)}>
                  Move
                </button>
                <button type="button" className="light" disabled={busy} onClick={() => onCancel(a, why)}>
                  Cancel appointment
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      {moving && (
        <form className="move-form" onSubmit={(e) => void submitMove(e)}>
          <p className="move-title">{`Move ${moving.booked_for}, ${labelDay(moving.date)} ${range(moving.start, moving.end)}`}</p>
          {timesError ? (
            <p className="notice error" role="alert">
              {timesError}
            </p>
          ) : times === null ? (
            <p className="hint">Reading free times…</p>
          ) : (
            <div className="move-row">
              <div className="field">
                <label htmlFor="new-time">New time</label>
                <select id="new-time" value={newStart} onChange={(e) => setNewStart(e.target.value)}>
                  {times.map((t) => (
                    <option key={t.start} value={t.start}>
                      {t.start}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" disabled={busy || !newStart}>
                Move appointment
              </button>
              <button type="button" className="light" onClick={() => setMoving(null)}>
                Close
              </button>
              {times.length === 0 && <p className="hint">No free times left that day.</p>}
            </div>
          )}
        </form>
      )}
    </section>
  );
}
