import { Fragment, useState } from "react";
import type { Claim } from "../approvals";
import { dollars } from "../money";

type Props = {
  claims: Claim[];
  busyId: string | null;
  onApprove: (claim: Claim) => void;
  onReject: (claim: Claim, reason: string) => Promise<boolean>;
};

const MIN_REASON = 5;

export default function AwaitingTable({ claims, busyId, onApprove, onReject }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [hint, setHint] = useState("");

  function open(id: string) {
    setOpenId(id === openId ? null : id);
    setText("");
    setHint("");
  }

  async function submit(claim: Claim) {
    const reason = text.trim();
    if (reason.length < MIN_REASON) {
      setHint("Enter a reason of at least 5 characters");
      return;
    }
    setHint("");
    const done = await onReject(claim, reason);
    if (done) {
      setOpenId(null);
      setText("");
    }
  }

  if (claims.length === 0) {
    return <p className="quiet">Nothing is waiting for a decision.</p>;
  }
  return (
    <table className="sheet">
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
        {claims.map((c) => (
          <Fragment key={c.id}>
            <tr>
              <th scope="row">{c.id}</th>
              <td>{c.requester}</td>
              <td>{c.title}</td>
              <td>{c.cost_centre}</td>
              <td className="num">{dollars(c.amount)}</td>
              <td className="row-actions">
                <button type="button" disabled={busyId !== null} onClick={() => onApprove(c)}>
                  Approve
                </button>
                <button type="button" className="ghost" disabled={busyId !== null} onClick={() => open(c.id)}>
                  Reject
                </button>
              </td>
            </tr>
            {openId === c.id && (
              <tr className="editor-row">
                <td colSpan={6}>
                  <div className="editor">
                    <label htmlFor={`reason-${c.id}`}>Reason for rejection</label>
                    <input
                      id={`reason-${c.id}`}
                      type="text"
                      value={text}
                      maxLength={300}
                      onChange={(e) => setText(e.target.value)}
                    />
                    <button type="button" disabled={busyId !== null} onClick={() => void submit(c)}>
                      Confirm rejection
                    </button>
                    {hint && <span className="hint">{hint}</span>}
                  </div>
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
