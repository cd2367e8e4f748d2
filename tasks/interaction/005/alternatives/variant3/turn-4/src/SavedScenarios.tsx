import { formatMoney } from './money';
import { monthsText } from './scenarios';
import type { Scenario } from './scenarios';

interface Props {
  scenarios: Scenario[];
  onRemove: (id: number) => void;
}

export default function SavedScenarios({ scenarios, onRemove }: Props) {
  return (
    <section className="block">
      <h2>Saved scenarios</h2>
      {scenarios.length === 0 ? (
        <p className="muted">Nothing saved yet. Up to three options can be kept here side by side.</p>
      ) : (
        <ul className="scenario-list">
          {scenarios.map((s) => (
            <li key={s.id}>
              <span className="scenario-text">
                {formatMoney(Math.round(s.amount * 100))} at {s.rate}% over {monthsText(s.months)}:{' '}
                {formatMoney(s.paymentCents)} a month
              </span>
              {s.extraCents > 0 && (
                <span className="scenario-extra"> (plus {formatMoney(s.extraCents)} extra)</span>
              )}{' '}
              <button type="button" className="ghost" onClick={() => onRemove(s.id)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
