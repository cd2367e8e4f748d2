import { useState } from "react";
import { REASONS } from "./round";

type Props = {
  doseId: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

export default function WithholdPanel({ doseId, onConfirm, onCancel }: Props) {
  const [reason, setReason] = useState("");
  const selectId = `withhold-reason-${doseId}`;
  return (
    <div className="withhold-panel">
      <label htmlFor={selectId}>Reason</label>
      <select id={selectId} value={reason} onChange={(e) => setReason(e.target.value)}>
        <option value="">Choose a reason…</option>
        {REASONS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      <button type="button" className="primary" disabled={reason === ""} onClick={() => onConfirm(reason)}>
        Confirm withhold
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
