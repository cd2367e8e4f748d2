import { money } from '../format';
import type { Claim } from '../types';

interface Props {
  claims: Claim[] | null;
  busy: boolean;
  onApprove: (claim: Claim) => void;
}

export default function AwaitingCard({ claims, busy, onApprove }: Props) {
  return (
    <div className="card">
      <h2>Awaiting decision</h2>

      {claims === null ? (
        <p className="muted">Reading claims…</p>
      ) : (
        <>
          <p className="count-line">{claims.length} claims awaiting your decision</p>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Claim</th>
                  <th scope="col">Requester</th>
                  <th scope="col">Description</th>
                  <th scope="col">Cost centre</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {claims.map((claim) => (
                  <tr key={claim.id}>
                    <td className="mono">{claim.id}</td>
                    <td>{claim.requester}</td>
                    <td>{claim.title}</td>
                    <td className="mono">{claim.cost_centre}</td>
                    <td className="num">{money(claim.amount)}</td>
                    <td>
                      <button type="button" disabled={busy} onClick={() => onApprove(claim)}>
                        Approve
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {claims.length === 0 && <p className="muted">Nothing is waiting for a decision.</p>}
        </>
      )}
    </div>
  );
}
