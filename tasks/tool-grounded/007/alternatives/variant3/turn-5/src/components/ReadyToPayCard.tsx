import { money } from '../format';
import type { Claim } from '../types';

interface Props {
  claims: Claim[] | null;
  busy: boolean;
  onRelease: (claim: Claim) => void;
}

export default function ReadyToPayCard({ claims, busy, onRelease }: Props) {
  return (
    <div className="card">
      <h2>Ready to pay</h2>
      {claims === null ? (
        <p className="muted">Reading approved claims…</p>
      ) : claims.length === 0 ? (
        <p className="muted">No approved claims are waiting for payment.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Claim</th>
                <th scope="col">Description</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Payment</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.id}>
                  <td className="mono">{claim.id}</td>
                  <td>{claim.title}</td>
                  <td className="num">{money(claim.amount)}</td>
                  <td>
                    <button type="button" disabled={busy} onClick={() => onRelease(claim)}>
                      Release payment
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
