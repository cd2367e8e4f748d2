import { money } from '../format';
import type { Claim, ClaimStatus } from '../types';

const STATUS_LABEL: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

export default function DecidedCard({ claims }: { claims: Claim[] | null }) {
  return (
    <div className="card">
      <h2>Decided</h2>
      {claims === null ? (
        <p className="muted">Reading decided claims…</p>
      ) : claims.length === 0 ? (
        <p className="muted">No decided claims yet.</p>
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
                <th scope="col">Status</th>
                <th scope="col">Rejection reason</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.id}>
                  <td className="mono">{claim.id}</td>
                  <td>{claim.title}</td>
                  <td className="num">{money(claim.amount)}</td>
                  <td>
                    <span className={`status status-${claim.status}`}>{STATUS_LABEL[claim.status]}</span>
                  </td>
                  <td>{claim.rejection_reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
