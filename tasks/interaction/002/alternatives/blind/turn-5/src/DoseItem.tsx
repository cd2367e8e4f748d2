import type { Dose } from "./doses";
import { describeReason, type DoseStatus } from "./round";

type Props = {
  dose: Dose;
  status: DoseStatus;
  onToggle: (given: boolean) => void;
  onWithhold: () => void;
  onUndo: () => void;
  locked: boolean;
};

export default function DoseItem({ dose, status, onToggle, onWithhold, onUndo, locked }: Props) {
  const base = `dose-${dose.id}`;
  const given = status.kind === "given";
  return (
    <li className={`dose dose-${status.kind}`}>
      <div className="dose-info">
        <span className="dose-bed" id={`${base}-bed`}>
          Bed {dose.bed}
        </span>
        <span className="dose-patient">{dose.patient}</span>
        <span className="dose-medicine" id={`${base}-med`}>
          {dose.medicine}
        </span>
        <span className="dose-time">due {dose.due}</span>
        {status.kind === "withheld" && (
          <span className="withheld-note">Withheld: {describeReason(status.reason, status.details)}</span>
        )}
      </div>
      <div className="dose-actions">
        {status.kind === "withheld" ? (
          <button type="button" onClick={onUndo} disabled={locked}>
            Undo
          </button>
        ) : (
          <>
            <input
              type="checkbox"
              id={`${base}-given`}
              checked={given}
              disabled={locked}
              onChange={(e) => onToggle(e.target.checked)}
              aria-labelledby={`${base}-given-label ${base}-med ${base}-bed`}
            />
            <label htmlFor={`${base}-given`} id={`${base}-given-label`}>
              Given
            </label>
          </>
        )}
        {status.kind === "due" && (
          <button type="button" onClick={onWithhold} disabled={locked}>
            Withhold
          </button>
        )}
      </div>
    </li>
  );
}
