import type { Dose } from './doses';

interface Props {
  dose: Dose;
  given: boolean;
  onToggle: (id: string, given: boolean) => void;
}

export default function DoseItem({ dose, given, onToggle }: Props) {
  return (
    <li className={given ? 'dose dose--given' : 'dose'}>
      <span className="dose__time">{dose.due}</span>
      <div className="dose__body">
        <span className="dose__med">{dose.medicine}</span>
        <span className="dose__who">
          Bed {dose.bed} · {dose.patient}
        </span>
      </div>
      <label className="dose__tick">
        <input
          type="checkbox"
          checked={given}
          aria-label={`Mark ${dose.medicine} for ${dose.patient} (Bed ${dose.bed}) as given`}
          onChange={(e) => onToggle(dose.id, e.target.checked)}
        />
        <span aria-hidden="true">Given</span>
      </label>
    </li>
  );
}
