import type { WaitlistRow } from "./booking";

interface Props {
  hasRoom: boolean;
  entries: WaitlistRow[] | null;
  error: string;
}

export default function Waitlist({ hasRoom, entries, error }: Props) {
  return (
    <section className="panel">
      <h2>Waitlist</h2>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {hasRoom && entries === null && !error && <p className="muted">Reading the waitlist…</p>}
      {(!hasRoom || (entries !== null && entries.length === 0)) && (
        <p className="muted">Nobody is waiting for this room on this day.</p>
      )}
      {hasRoom && entries !== null && entries.length > 0 && (
        <ol className="waitlist">
          {entries.map((entry) => (
            <li key={entry.id}>{entry.person}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
