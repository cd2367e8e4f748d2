type Props = { counts: Record<string, number> | null; error: string | null };

const STATUSES: [string, string][] = [
  ["open", "Open"],
  ["pending", "Pending"],
  ["resolved", "Resolved"],
  ["closed", "Closed"],
];

export default function QueuePanel({ counts, error }: Props) {
  return (
    <section className="panel" aria-labelledby="queue-heading">
      <h2 id="queue-heading">Queue</h2>
      {error && <p className="message">{error}</p>}
      {counts ? (
        <ul className="facts">
          {STATUSES.map(([key, label]) => (
            <li key={key}>
              {label}: {counts[key] ?? 0}
            </li>
          ))}
        </ul>
      ) : (
        !error && <p className="muted">Reading the queue…</p>
      )}
    </section>
  );
}
