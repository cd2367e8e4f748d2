import { describeChange, type Change } from "./flags";

type Props = {
  history: Change[];
  onUndo: () => void;
};

export default function History({ history, onUndo }: Props) {
  return (
    <section className="history">
      <div className="history-head">
        <h2>History</h2>
        <button type="button" className="secondary" onClick={onUndo} disabled={history.length === 0}>
          Undo last change
        </button>
      </div>
      {history.length === 0 ? (
        <p className="muted">No changes yet.</p>
      ) : (
        <ol className="history-list">
          {history.map((change) => (
            <li key={change.id}>{describeChange(change)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
