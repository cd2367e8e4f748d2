import type { QueueStats } from "./helpdesk";

const LINES: Array<{ key: string; label: string }> = [
  { key: "open", label: "Open" },
  { key: "pending", label: "Pending" },
  { key: "resolved", label: "Resolved" },
  { key: "closed", label: "Closed" },
];

export default function QueueHealth({ stats }: { stats: QueueStats | null }) {
  return (
    <section className="card">
      <h2>Queue health</h2>
      {stats === null ? (
        <p className="quiet">Reading the queue statistics…</p>
      ) : (
        <ul className="stat-grid">
          {LINES.map(({ key, label }) => (
            <li key={key} className="stat">
              {label}: {stats.by_status[key] ?? 0}
            </li>
          ))}
          <li className="stat stat-warn">Unassigned open: {stats.unassigned_open}</li>
        </ul>
      )}
    </section>
  );
}
