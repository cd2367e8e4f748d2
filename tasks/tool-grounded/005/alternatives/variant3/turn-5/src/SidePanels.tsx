import { DayCount, WaitingPatient } from './scheduling';

export function WaitlistPanel({ entries, error }: { entries: WaitingPatient[] | null; error: string | null }) {
  return (
    <section className="panel" aria-labelledby="waitlist-h">
      <h2 id="waitlist-h">Waitlist</h2>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : entries === null ? (
        <p className="hint">Loading…</p>
      ) : entries.length === 0 ? (
        <p className="hint">No one is waiting for this day.</p>
      ) : (
        <ol className="waiting">
          {entries.map((w) => (
            <li key={w.id}>{w.person}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function GlancePanel({ rows, error }: { rows: DayCount[] | null; error: string | null }) {
  return (
    <section className="panel" aria-labelledby="glance-h">
      <h2 id="glance-h">Clinic at a glance</h2>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : rows === null ? (
        <p className="hint">Loading…</p>
      ) : (
        <ul className="glance">
          {rows.map((r) => (
            <li key={r.resource_id}>{`${r.name}: ${r.booked_slots} booked, ${r.free_slots} free`}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
