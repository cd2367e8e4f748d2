import { useEffect, useRef, useState } from "react";
import type { Dose } from "./doses";
import { REASONS } from "./round";

type Props = {
  dose: Dose;
  onConfirm: (reason: string, details: string) => void;
  onCancel: () => void;
};

export default function WithholdDialog({ dose, onConfirm, onCancel }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const needsDetails = reason === "Other";
  const canConfirm = reason !== "" && (!needsDetails || details.trim() !== "");

  return (
    <dialog
      ref={dialogRef}
      className="withhold-dialog"
      aria-labelledby="withhold-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id="withhold-dialog-title">Withhold dose</h2>
      <p className="dialog-dose">
        {dose.medicine} · Bed {dose.bed} ({dose.patient}, due {dose.due})
      </p>
      <div className="dialog-field">
        <label htmlFor="withhold-reason">Reason</label>
        <select id="withhold-reason" value={reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">Choose a reason…</option>
          {REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      {needsDetails && (
        <div className="dialog-field">
          <label htmlFor="withhold-details">Details</label>
          <input id="withhold-details" type="text" value={details} onChange={(e) => setDetails(e.target.value)} />
        </div>
      )}
      <div className="dialog-buttons">
        <button
          type="button"
          className="primary"
          disabled={!canConfirm}
          onClick={() => onConfirm(reason, needsDetails ? details.trim() : "")}
        >
          Confirm withhold
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
