import type { Dose } from './doses';
import WithholdForm from './WithholdForm';

export type DoseStatus = { kind: 'due' } | { kind: 'given' } | { kind: 'withheld'; reason: string };

interface Props {
  dose: Dose;
  status: DoseStatus;
  formOpen: boolean;
  onToggle: (id: string, given: boolean) => void;
  onStartWithhold: (id: string) => void;
  onConfirmWithhold: (id: string, reason: string) => void;
  onCancelWithhold: () => void;
  onUndo: (id: string) => void;
}

export default function DoseItem({
  dose,
  status,
  formOpen,
  onToggle,
  onStartWithhold,
  onConfirmWithhold,
  onCancelWithhold,
  onUndo,
}: Props) {
  return (
    <li className={`dose dose--${status.kind}`}>
      <span className="dose__time">{dose.due}</span>
      <div className="dose__body">
        <span className="dose__med">{dose.medicine}</span>
        <span className="dose__who">
          Bed {dose.bed} · {dose.patient}
        </span>
        {status.kind === 'withheld' && <span className="dose__note">{`Withheld: ${status.reason}`}</span>}
      </div>
      <div className="dose__actions">
        {status.kind === 'withheld' ? (
          <button type="button" className="btn" onClick={() => onUndo(dose.id)}>
            Undo
          </button>
        ) : (
          <label className="dose__tick">
            <input
              type="checkbox"
              checked={status.kind === 'given'}
              aria-label={`Mark ${dose.medicine} for ${dose.patient} (Bed ${dose.bed}) as given`}
              onChange={(e) => onToggle(dose.id, e.target.checked)}
            />
            <span aria-hidden="true">Given</span>
          </label>
        )}
        {status.kind === 'due' && (
          <button type="button" className="btn" aria-expanded={formOpen} onClick={() => onStartWithhold(dose.id)}>
            Withhold
          </button>
        )}
      </div>
      {status.kind === 'due' && formOpen && (
        <WithholdForm onConfirm={(reason) => onConfirmWithhold(dose.id, reason)} onCancel={onCancelWithhold} />
      )}
    </li>
  );
}
