import { formatVolume } from "./lib";
import type { HistoryLine } from "./types";

export default function HistorySection({ history }: { history: HistoryLine[] }) {
  return (
    <section className="card" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {history.length === 0 ? (
        <p className="muted">No sessions finished yet</p>
      ) : (
        <ol className="history-list">
          {history.map((h) => (
            <li key={h.session}>
              Session {h.session}: {formatVolume(h.doneTenths)} done of {formatVolume(h.totalTenths)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
