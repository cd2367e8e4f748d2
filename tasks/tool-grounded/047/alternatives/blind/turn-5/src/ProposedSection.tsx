import type { Proposal } from "./plan";

interface Props {
  moves: Proposal[];
  typedFor: (move: Proposal) => string;
  onType: (move: Proposal, text: string) => void;
  messages: Record<string, string>;
  busy: boolean;
  onAccept: (move: Proposal) => void;
  onAcceptAll: () => void;
  runSummary: string;
}

export default function ProposedSection({ moves, typedFor, onType, messages, busy, onAccept, onAcceptAll, runSummary }: Props) {
  return (
    <div className="panel">
      <h2>Proposed moves</h2>
      {moves.length === 0 ? (
        <p className="muted">No moves proposed</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col" className="num">Units</th>
              <th scope="col">Move</th>
            </tr>
          </thead>
          <tbody>
            {moves.map((move) => {
              const fieldId = `move-units-${move.key}`;
              return (
                <tr key={move.key}>
                  <td>{move.fromName}</td>
                  <td>{move.toName}</td>
                  <td className="num">{move.units}</td>
                  <td>
                    <div className="move-cell">
                      <label htmlFor={fieldId}>Move units</label>
                      <input
                        id={fieldId}
                        type="number"
                        inputMode="numeric"
                        value={typedFor(move)}
                        onChange={(e) => onType(move, e.target.value)}
                      />
                      <button type="button" disabled={busy} onClick={() => onAccept(move)}>
                        Accept
                      </button>
                    </div>
                    {messages[move.key] ? (
                      <p className="error" role="alert">
                        {messages[move.key]}
                      </p>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="actions">
        <button type="button" disabled={busy || moves.length === 0} onClick={onAcceptAll}>
          Accept all
        </button>
        {runSummary ? <p className="summary" role="status">{runSummary}</p> : null}
      </div>
    </div>
  );
}
