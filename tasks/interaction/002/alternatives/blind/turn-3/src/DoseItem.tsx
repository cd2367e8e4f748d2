import type { Dose } from "./doses";
import type { DoseStatus } from "./round";
import WithholdPanel from "./WithholdPanel";

type Props = {
  dose: Dose;
  status: DoseStatus;
  withholding: boolean;
  onToggle: (given: boolean) => void;
  onStartWithhold: () => void;
  onConfirmWithhold: (reason: string) => void;
  onCancelWithhold: () => void;
  onUndo: () => void;
};

export default function DoseItem(props: Props) {
  const { dose, status } = props;
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
        {status.kind === "withheld" && <span className="withheld-note">Withheld: {status.reason}</span>}
      </div>
      <div className="dose-actions">
        {status.kind === "withheld" ? (
          <button type="button" onClick={props.onUndo}>
            Undo
          </button>
        ) : (
          <>
            <input
              type="checkbox"
              id={`${base}-given`}
              checked={given}
              onChange={(e) => props.onToggle(e.target.checked)}
              aria-labelledby={`${base}-given-label ${base}-med ${base}-bed`}
            />
            <label htmlFor={`${base}-given`} id={`${base}-given-label`}>
              Given
            </label>
          </>
        )}
        {status.kind === "due" && (
          <button type="button" onClick={props.onStartWithhold}>
            Withhold
          </button>
        )}
      </div>
      {status.kind === "due" && props.withholding && (
        <WithholdPanel doseId={dose.id} onConfirm={props.onConfirmWithhold} onCancel={props.onCancelWithhold} />
      )}
    </li>
  );
}
