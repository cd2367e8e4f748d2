import { useState } from "react";
import { closeResolvedTickets, problemText } from "./helpdesk";
import type { QueueStats } from "./helpdesk";

const LINES: Array<{ key: string; label: string }> = [
  { key: "open", label: "Open" },
  { key: "pending", label: "Pending" },
  { key: "resolved", label: "Resolved" },
  { key: "closed", label: "Closed" },
];

interface Props {
  stats: QueueStats | null;
  onClosed: () => Promise<void>;
}

export default function QueueHealth({ stats, onClosed }: Props) {
  const [closing, setClosing] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [note, setNote] = useState("");

  async function closeResolved() {
    setClosing(true);
    setErrors([]);
    setNote("");
    try {
      const { closed, errors: failed } = await closeResolvedTickets();
      setErrors(failed);
      setNote(closed === 0 && failed.length === 0 ? "There were no resolved tickets to close." : `Closed ${closed} tickets.`);
    } catch (err) {
      setErrors([problemText(err)]);
    }
    await onClosed();
    setClosing(false);
  }

  const count = (key: string) => stats?.by_status[key] ?? 0;

  return (
    <section className="card">
      <h2>Queue health</h2>
      {stats === null ? (
        <p className="quiet">Reading the queue statistics…</p>
      ) : (
        <ul className="stat-grid">
          {LINES.map(({ key, label }) => (
            <li key={key} className="stat">
              {label}: {count(key)}
            </li>
          ))}
          <li className="stat stat-warn">Unassigned open: {stats.unassigned_open}</li>
          <li className="stat stat-total">Active: {count("open") + count("pending")}</li>
        </ul>
      )}
      <div className="toolbar wrap">
        <button type="button" disabled={closing} onClick={() => void closeResolved()}>
          Close resolved tickets
        </button>
      </div>
      {errors.length > 0 && (
        <div role="alert" className="banner-error">
          {errors.join(" · ")}
        </div>
      )}
      {note && <p className="confirm">{note}</p>}
    </section>
  );
}
