import { FormEvent, useState } from 'react';
import { Appointment } from './scheduling';
import { labelDay, range } from './calendar';

export const CANCEL_REASONS = ['Patient request', 'Clinician unavailable', 'Booked in error'];

interface Props {
  results: Appointment[] | null;
  error: string | null;
  busy: boolean;
  clinicianName: (id: string) => string;
  onSearch: (name: string) => void;
  onCancel: (appt: Appointment, reason: string) => void;
}

export default function FindPatient({ results, error, busy, clinicianName, onSearch, onCancel }: Props) {
  const [query, setQuery] = useState('');
  const [why, setWhy] = useState(CANCEL_REASONS[0]);

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
              <button type="button" className="light" disabled={busy} onClick={() => onCancel(a, why)}>
                Cancel appointment
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
