import { FieldValues } from './loan';
import { money, plural } from './money';

export type Scenario = {
  id: number;
  values: FieldValues;
  amountCents: number;
  rate: number;
  months: number;
  extraCents: number;
  paymentCents: number;
};

type Props = {
  scenarios: Scenario[];
  onRemove: (id: number) => void;
};

export default function SavedList({ scenarios, onRemove }: Props) {
  return (
    <section className="block">
      <h2>Saved scenarios</h2>
      {scenarios.length === 0 ? (
        <p className="hint">No scenarios saved yet. Save up to three to compare them.</p>
      ) : (
        <ol className="scenarios">
          {scenarios.map((s) => (
            <li key={s.id}>
              <div className="scenario-text">
                <span>
                  {money(s.amountCents)} at {s.rate}% over {plural(s.months, 'month')}: {money(s.paymentCents)} a month
                </span>
                {s.extraCents > 0 && <>{' '}<span className="extra-note">plus {money(s.extraCents)} extra</span></>}
              </div>
              <div className="scenario-actions">
                <button type="button" className="quiet-btn danger" onClick={() => onRemove(s.id)}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
