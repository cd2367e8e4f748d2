import { formatCents } from "./money";
import { describeScenario, type Scenario } from "./scenarios";

type Props = {
  scenarios: Scenario[];
  onRemove: (id: number) => void;
  onLoad: (scenario: Scenario) => void;
};

export default function SavedScenarios({ scenarios, onRemove, onLoad }: Props) {
  const lowest = scenarios.length > 0 ? Math.min(...scenarios.map((s) => s.totalInterestCents)) : null;
  return (
    <section className="card">
      <h2>Saved scenarios</h2>
      {scenarios.length === 0 ? (
        <p className="muted">No saved scenarios yet. Use "Save scenario" to keep up to three options.</p>
      ) : (
        <ul className="scenario-list">
          {scenarios.map((s) => {
            const isLowest = s.totalInterestCents === lowest;
            return (
              <li key={s.id} className={isLowest ? "lowest" : undefined}>
                <div className="scenario-text">
                  <span>{describeScenario(s)}</span>
                  <span className="scenario-interest">{formatCents(s.totalInterestCents)} interest</span>
                  {s.extraCents > 0 && (
                    <span className="scenario-extra">+ {formatCents(s.extraCents)} extra each month</span>
                  )}
                  {isLowest && <strong className="badge">Lowest interest</strong>}
                </div>
                <div className="scenario-buttons">
                  <button type="button" onClick={() => onLoad(s)}>
                    Load
                  </button>
                  <button type="button" onClick={() => onRemove(s.id)}>
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
