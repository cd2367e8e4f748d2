import { useState } from 'react';
import { PurchaseRequest } from './api';
import { capitalise, money } from './format';

interface Props {
  centre: string | null;
  requests: PurchaseRequest[];
  busy: boolean;
  onApprove: (r: PurchaseRequest) => void;
  onReject: (r: PurchaseRequest, reason: string) => Promise<boolean>;
  onHold: (r: PurchaseRequest) => void;
}

export default function RequestsPanel({ centre, requests, busy, onApprove, onReject, onHold }: Props) {
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');

  function startReject(id: string) {
    setRejecting(id);
    setReason('');
    setProblem('');
  }

  async function confirm(r: PurchaseRequest) {
    const text = reason.trim();
    if (text.length < 5) {
      setProblem('Enter a reason of at least 5 characters');
      return;
    }
    setProblem('');
    const done = await onReject(r, text);
    if (done) setRejecting(null);
  }

  return (
    <section aria-labelledby="pr-heading" className="block">
      <h2 id="pr-heading">Purchase requests</h2>
      {centre === null ? (
        <p className="hint">Pick "View requests" on a cost centre to list its submitted purchase requests.</p>
      ) : (
        <>
          <p className="hint">
            Submitted purchase requests on <strong>{centre}</strong>: {requests.length}
          </p>
          {requests.length > 0 && (
            <table className="grid">
              <thead>
                <tr>
                  <th scope="col">Id</th>
                  <th scope="col">Title</th>
                  <th scope="col">Requester</th>
                  <th scope="col">Category</th>
                  <th scope="col" className="num">Amount</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((r) => (
                  <tr key={r.id}>
                    <td>{r.id}</td>
                    <td>
                      {r.title}
                      {r.flagged && <span className="hold">On hold</span>}
                    </td>
                    <td>{r.requester}</td>
                    <td>{capitalise(r.category)}</td>
                    <td className="num">{money(r.amount)}</td>
                    <td>
                      <div className="row-actions">
                        <button type="button" disabled={busy} onClick={() => onApprove(r)}>
                          Approve
                        </button>
                        <button
                          type="button"
                          className="quiet"
                          disabled={busy}
                          onClick={() => startReject(r.id)}
                        >
                          Reject
                        </button>
                        <button
                          type="button"
                          className="quiet"
                          disabled={busy}
                          onClick={() => onHold(r)}
                        >
                          Hold for review
                        </button>
                      </div>
                      {rejecting === r.id && (
                        <div className="reject-box">
                          <label htmlFor={`reason-${r.id}`}>Reason for rejection</label>
                          <input
                            id={`reason-${r.id}`}
                            type="text"
                            value={reason}
                            onChange={(e) => setReason(e.target.value)}
                          />
                          <button type="button" disabled={busy} onClick={() => void confirm(r)}>
                            Confirm rejection
                          </button>
                          {problem && <p className="error">{problem}</p>}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
