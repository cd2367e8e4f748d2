import { formatMoney } from './money';
import { lowestInterestIds, monthsText } from './scenarios';
import type { Scenario } from './scenarios';

interface Props {
  scenarios: Scenario[];
  onLoad: (scenario: Scenario) => void;
  onRemove: (id: number) => void;
}

export default function SavedScenarios({ scenarios, onLoad, onRemove }: Props) {
  const cheapest = lowestInterestIds(scenarios);

  return (
    <section className="block">
      <h2>Saved scenarios</h2>
      {scenarios.length === 0 ? (
        <p className="muted">Nothing saved yet. Up to three options can be kept here side by side.</p>
      ) : (
        <ul className="scenario-list">
          {scenarios.map((s) => (
            <li key={s.id} className={cheapest.has(s.id) ? 'best' : undefined}>
              <span className="scenario-text">
                {formatMoney(Math.round(s.amount * 100))} at {s.rate}% over {monthsText(s.months)}:{' '}
                {formatMoney(s.paymentCents)} a month
              </span>
              {s.extraCents > 0 && (
                <span className="scenario-extra"> (plus {formatMoney(s.extraCents)} extra)</span>
              )}{' '}
              <span className="scenario-interest">{formatMoney(s.interestCents)} interest</span>{' '}
              {cheapest.has(s.id) && <strong className="badge">Lowest interest</strong>}{' '}
              <button type="button" className="ghost" onClick={() => onLoad(s)}>
                Load
              </button>{' '}
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
