import type { HistoryEntry } from "./types";
import { formatPounds } from "./money";

interface Props {
  history: HistoryEntry[];
}

export function historyLine(entry: HistoryEntry): string {
  const parts = entry.payouts.map((p) => `${p.name} ${formatPounds(p.pence)}`).join(", ");
  return `Week ${entry.week}: ${formatPounds(entry.total)} (${parts})`;
}

export default function HistorySection({ history }: Props) {
  return (
    <section className="card" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {history.length === 0 ? (
        <p className="muted">No weeks closed yet</p>
      ) : (
        <ol className="plain-list">
          {history.map((entry) => (
            <li key={entry.week}>{historyLine(entry)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
