import { describe, Entry } from './history';

interface Props {
  entries: Entry[];
  onUndo: () => void;
}

export default function HistoryPanel({ entries, onUndo }: Props) {
  return (
    <section className="history">
      <div className="history-head">
        <h2>History</h2>
        <button type="button" onClick={onUndo} disabled={entries.length === 0}>
          Undo last change
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="muted">No changes yet.</p>
      ) : (
        <ol>
          {entries.map((e) => (
            <li key={e.id}>{describe(e.change)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
