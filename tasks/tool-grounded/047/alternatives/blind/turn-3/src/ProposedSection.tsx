import type { Proposal } from "./plan";

interface Props {
  moves: Proposal[];
  messages: Record<string, string>;
  busy: boolean;
  onAccept: (move: Proposal) => void;
}

export default function ProposedSection({ moves, messages, busy, onAccept }: Props) {
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
              return (
                <tr key={move.key}>
                  <td>{move.fromName}</td>
                  <td>{move.toName}</td>
                  <td className="num">{move.units}</td>
                  <td>
                    <div className="move-cell">
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
    </div>
  );
}
