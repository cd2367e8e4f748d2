import type { PurchaseRequest } from './approvals';
import { formatUsd } from './money';

interface Props {
  centreId: string;
  centreName: string;
  requests: PurchaseRequest[] | null;
  busyId: string;
  outcome: { ok: boolean; text: string } | null;
  onApprove: (id: string) => void;
}

function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export default function PurchaseRequests({ centreId, centreName, requests, busyId, outcome, onApprove }: Props) {
  return (
    <div className="card">
      <div className="card-head">
        <h2>Purchase requests</h2>
        {centreId && <span className="tag">{centreId} · {centreName}</span>}
      </div>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={`flash ${outcome.ok ? 'flash-good' : 'flash-bad'}`}>
          {outcome.text}
        </p>
      )}
      {!centreId ? (
        <p className="quiet">Choose “View requests” on a cost centre to see its submitted purchase requests.</p>
      ) : requests === null ? (
        <p className="quiet">Reading requests…</p>
      ) : requests.length === 0 ? (
        <p className="quiet">No submitted purchase requests for {centreId}.</p>
      ) : (
        <table className="ledger">
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Title</th>
              <th scope="col">Requester</th>
              <th scope="col">Category</th>
              <th scope="col" className="amt">Amount</th>
              <th scope="col"><span className="sr-only">Decision</span></th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.id}>
                <td className="code">{r.id}</td>
                <td>{r.title}</td>
                <td>{r.requester}</td>
                <td>{categoryLabel(r.category)}</td>
                <td className="amt">{formatUsd(r.amount)}</td>
                <td className="buttons">
                  <button type="button" className="action action-small" disabled={busyId === r.id} onClick={() => onApprove(r.id)}>
                    Approve
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
