import { useState } from 'react';
import type { PurchaseRequest } from './approvals';
import { formatUsd } from './money';

const SHORT_REASON = 'Enter a reason of at least 5 characters';

interface RejectBoxProps {
  requestId: string;
  onCancel: () => void;
  onConfirm: (id: string, reason: string) => Promise<boolean>;
}

function RejectBox({ requestId, onCancel, onConfirm }: RejectBoxProps) {
  const [reason, setReason] = useState('');
  const [warning, setWarning] = useState('');
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    const clean = reason.trim();
    if (clean.length < 5) {
      setWarning(SHORT_REASON);
      return;
    }
    setWarning('');
    setSending(true);
    const done = await onConfirm(requestId, clean);
    if (!done) setSending(false);
  };

  return (
    <div className="reject-box">
      <h3>Reject {requestId}</h3>
      <label htmlFor="reject-reason">Reason for rejection</label>
      <textarea id="reject-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      {warning && <p role="alert" className="flash flash-bad">{warning}</p>}
      <div className="row-buttons">
        <button type="button" className="action action-warn" disabled={sending} onClick={() => void confirm()}>
          Confirm rejection
        </button>
        <button type="button" className="action action-plain" onClick={onCancel}>Cancel</button>
      </div>
    </div>
  );
}

interface Props {
  centreId: string;
  centreName: string;
  requests: PurchaseRequest[] | null;
  busyId: string;
  outcome: { ok: boolean; text: string } | null;
  onApprove: (id: string) => void;
  onHold: (id: string) => void;
  rejecting: string;
  onStartReject: (id: string) => void;
  onCancelReject: () => void;
  onConfirmReject: (id: string, reason: string) => Promise<boolean>;
}

function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export default function PurchaseRequests({
  centreId,
  centreName,
  requests,
  busyId,
  outcome,
  onApprove,
  onHold,
  rejecting,
  onStartReject,
  onCancelReject,
  onConfirmReject,
}: Props) {
  const rejectTarget = requests?.some((r) => r.id === rejecting) ? rejecting : '';
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
              <th scope="col">State</th>
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
                <td>{r.flagged ? <span className="held">On hold</span> : 'Awaiting decision'}</td>
                <td className="buttons">
                  <button type="button" className="action action-small" disabled={busyId === r.id} onClick={() => onApprove(r.id)}>
                    Approve
                  </button>
                  <button type="button" className="action action-small action-plain" disabled={busyId === r.id} onClick={() => onStartReject(r.id)}>
                    Reject
                  </button>
                  <button type="button" className="action action-small action-plain" disabled={busyId === r.id} onClick={() => onHold(r.id)}>
                    Hold for review
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rejectTarget && (
        <RejectBox key={rejectTarget} requestId={rejectTarget} onCancel={onCancelReject} onConfirm={onConfirmReject} />
      )}
    </div>
  );
}
