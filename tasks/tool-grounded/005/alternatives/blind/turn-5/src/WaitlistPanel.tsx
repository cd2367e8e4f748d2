import type { WaitingPatient } from "./scheduling";

interface Props {
  entries: WaitingPatient[] | null;
  error: string;
}

export default function WaitlistPanel({ entries, error }: Props) {
  return (
    <section className="box">
      <h2>Waitlist</h2>
      {error && (
        <p role="alert" className="bad">
          {error}
        </p>
      )}
      {entries === null && !error && <p className="soft">Reading the waitlist…</p>}
      {entries !== null && entries.length === 0 && <p className="soft">Nobody is waiting for this day.</p>}
      {entries !== null && entries.length > 0 && (
        <ol className="queue">
          {entries.map((e) => (
            <li key={e.id}>{e.person}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
