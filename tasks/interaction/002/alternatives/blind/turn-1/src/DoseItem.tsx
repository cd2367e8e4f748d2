import type { Dose } from "./doses";

type Props = {
  dose: Dose;
  given: boolean;
  onToggle: (given: boolean) => void;
};

export default function DoseItem({ dose, given, onToggle }: Props) {
  const base = `dose-${dose.id}`;
  return (
    <li className={given ? "dose dose-given" : "dose"}>
      <div className="dose-info">
        <span className="dose-bed" id={`${base}-bed`}>
          Bed {dose.bed}
        </span>
        <span className="dose-patient">{dose.patient}</span>
        <span className="dose-medicine" id={`${base}-med`}>
          {dose.medicine}
        </span>
        <span className="dose-time">due {dose.due}</span>
      </div>
      <div className="dose-actions">
        <input
          type="checkbox"
          id={`${base}-given`}
          checked={given}
          onChange={(e) => onToggle(e.target.checked)}
          aria-labelledby={`${base}-given-label ${base}-med ${base}-bed`}
        />
        <label htmlFor={`${base}-given`} id={`${base}-given-label`}>
          Given
        </label>
      </div>
    </li>
  );
}
