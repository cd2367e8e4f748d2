import { useId, useState } from 'react';
import { REASONS } from './reasons';

interface Props {
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export default function WithholdForm({ onConfirm, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const selectId = useId();

  return (
    <div className="withhold">
      <label htmlFor={selectId}>Reason</label>
      <select id={selectId} value={reason} onChange={(e) => setReason(e.target.value)}>
        <option value="">Choose a reason…</option>
        {REASONS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn--primary" disabled={reason === ''} onClick={() => onConfirm(reason)}>
        Confirm withhold
      </button>
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
