import { describeEntry, type HistoryEntry } from '../flags';

interface HistoryPanelProps {
  entries: HistoryEntry[];
  onUndo: () => void;
}

export default function HistoryPanel({ entries, onUndo }: HistoryPanelProps) {
  return (
    <section className="history">
      <div className="history__head">
        <h2>History</h2>
        <button type="button" className="button" disabled={entries.length === 0} onClick={onUndo}>
          Undo last change
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="history__empty">No changes yet.</p>
      ) : (
        <ol className="history__list">
          {entries.map((entry) => (
            <li key={entry.id}>{describeEntry(entry)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
