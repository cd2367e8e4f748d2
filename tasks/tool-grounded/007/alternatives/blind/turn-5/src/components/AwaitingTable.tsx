import { Fragment, useState } from "react";
import type { Claim } from "../approvals";
import { dollars } from "../money";

type Props = {
  claims: Claim[];
  busyId: string | null;
  onApprove: (claim: Claim) => void;
  onReject: (claim: Claim, reason: string) => Promise<boolean>;
  onFlag: (claim: Claim, note: string) => Promise<boolean>;
};

type Mode = "reject" | "flag";

const MIN_REASON = 5;

export default function AwaitingTable({ claims, busyId, onApprove, onReject, onFlag }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>("reject");
  const [text, setText] = useState("");
  const [hint, setHint] = useState("");

  function open(id: string, how: Mode) {
    setOpenId(id === openId && how === mode ? null : id);
    setMode(how);
    setText("");
    setHint("");
  }

  async function submit(claim: Claim) {
    const value = text.trim();
    if (mode === "reject" && value.length < MIN_REASON) {
      setHint("Enter a reason of at least 5 characters");
      return;
    }
    if (mode === "flag" && value.length === 0) {
      setHint("Enter a note for finance");
      return;
    }
    setHint("");
    const done = mode === "reject" ? await onReject(claim, value) : await onFlag(claim, value);
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
              <td>
                <div>{c.title}</div>
                {c.flagged && (
                  <div className="flagged">
                    <span className="badge">Flagged</span>
                    {c.flag_note && <span className="flag-note">{c.flag_note}</span>}
                  </div>
                )}
              </td>
              <td>{c.cost_centre}</td>
              <td className="num">{dollars(c.amount)}</td>
              <td className="row-actions">
                <button type="button" disabled={busyId !== null} onClick={() => onApprove(c)}>
                  Approve
                </button>
                <button type="button" className="ghost" disabled={busyId !== null} onClick={() => open(c.id, "reject")}>
                  Reject
                </button>
                <button type="button" className="ghost" disabled={busyId !== null} onClick={() => open(c.id, "flag")}>
                  Flag for review
                </button>
              </td>
            </tr>
            {openId === c.id && (
              <tr className="editor-row">
                <td colSpan={6}>
                  <div className="editor">
                    <label htmlFor={`editor-${c.id}`}>{mode === "reject" ? "Reason for rejection" : "Note for finance"}</label>
                    <input
                      id={`editor-${c.id}`}
                      type="text"
                      value={text}
                      maxLength={300}
                      onChange={(e) => setText(e.target.value)}
                    />
                    <button type="button" disabled={busyId !== null} onClick={() => void submit(c)}>
                      {mode === "reject" ? "Confirm rejection" : "Send flag"}
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
