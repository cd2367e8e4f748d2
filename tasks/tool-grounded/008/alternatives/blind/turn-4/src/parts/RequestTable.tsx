import { useState } from "react";
import type { PurchaseRequest } from "../lib/tools";
import { usd } from "../lib/format";

type Props = {
  requests: PurchaseRequest[];
  working: boolean;
  onApprove: (r: PurchaseRequest) => void;
  onReject: (r: PurchaseRequest, reason: string) => Promise<boolean>;
};

export default function RequestTable({ requests, working, onApprove, onReject }: Props) {
  const [rejecting, setRejecting] = useState<PurchaseRequest | null>(null);
  const [reason, setReason] = useState("");
  const [warning, setWarning] = useState("");

  function startReject(r: PurchaseRequest) {
    setRejecting(r);
    setReason("");
    setWarning("");
  }

  async function confirmReject() {
    if (!rejecting) return;
    const text = reason.trim();
    if (text.length < 5) {
      setWarning("Enter a reason of at least 5 characters");
      return;
    }
    setWarning("");
    if (await onReject(rejecting, text)) {
      setRejecting(null);
      setReason("");
    }
  }

  if (requests.length === 0) {
    return <p className="dim">No submitted purchase requests on this cost centre.</p>;
  }
  const open = rejecting && requests.some((r) => r.id === rejecting.id) ? rejecting : null;
  return (
    <>
      <div className="scroller">
        <table className="figures">
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Title</th>
              <th scope="col">Requester</th>
              <th scope="col">Category</th>
              <th scope="col" className="amount">
                Amount
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.id}>
                <td>{r.id}</td>
                <td>{r.title}</td>
                <td>{r.requester}</td>
                <td>{r.category}</td>
                <td className="amount">{usd(r.amount)}</td>
                <td className="acts">
                  <button type="button" disabled={working} onClick={() => onApprove(r)}>
                    Approve
                  </button>
                  <button type="button" className="plain" disabled={working} onClick={() => startReject(r)}>
                    Reject
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && (
        <fieldset className="reject-box">
          <legend>{`Reject ${open.id}`}</legend>
          <label htmlFor="reject-reason">Reason for rejection</label>
          <input
            id="reject-reason"
            type="text"
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="button" disabled={working} onClick={() => void confirmReject()}>
            Confirm rejection
          </button>
          <button type="button" className="plain" onClick={() => setRejecting(null)}>
            Cancel
          </button>
          {warning && <p className="warn">{warning}</p>}
        </fieldset>
      )}
    </>
  );
}
