import { WaitlistRow } from './api';

export default function Waitlist({ rows, error }: { rows: WaitlistRow[] | null; error: string | null }) {
  return (
    <section className="card">
      <h2>Waitlist</h2>
      {error ? (
        <p className="flash bad" role="alert">
          {error}
        </p>
      ) : rows === null ? (
        <p className="quiet">Loading the waitlist…</p>
      ) : rows.length === 0 ? (
        <p className="quiet">Nobody is waiting for this room on this day.</p>
      ) : (
        <ol className="queue">
          {rows.map((w) => (
            <li key={w.id}>{w.person}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
