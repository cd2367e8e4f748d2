import { useEffect, useId, useRef } from 'react';
import type { Dose } from './doses';
import { OTHER, REASONS, draftReady, type Draft } from './reasons';

interface Props {
  dose: Dose;
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function WithholdDialog({ dose, draft, onDraftChange, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const detailsId = useId();

  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    return () => {
      if (el && el.open) el.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>Withhold dose</h2>
      <p className="sheet__subject">
        <strong>{dose.medicine}</strong>, Bed {dose.bed} ({dose.patient}) · due {dose.due}
      </p>
      <div className="sheet__field">
        <label htmlFor={reasonId}>Reason</label>
        <select
          id={reasonId}
          value={draft.reason}
          onChange={(e) => onDraftChange({ ...draft, reason: e.target.value })}
        >
          <option value="">Choose a reason…</option>
          {REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      {draft.reason === OTHER && (
        <div className="sheet__field">
          <label htmlFor={detailsId}>Details</label>
          <input
            id={detailsId}
            type="text"
            autoComplete="off"
            value={draft.details}
            onChange={(e) => onDraftChange({ ...draft, details: e.target.value })}
          />
        </div>
      )}
      <div className="sheet__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn--primary" disabled={!draftReady(draft)} onClick={onConfirm}>
          Confirm withhold
        </button>
      </div>
    </dialog>
  );
}
