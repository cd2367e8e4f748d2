import { formatCents } from "./money";
import { describeScenario, type Scenario } from "./scenarios";

type Props = {
  scenarios: Scenario[];
  onRemove: (id: number) => void;
};

export default function SavedScenarios({ scenarios, onRemove }: Props) {
  return (
    <section className="card">
      <h2>Saved scenarios</h2>
      {scenarios.length === 0 ? (
        <p className="muted">No saved scenarios yet. Use "Save scenario" to keep up to three options.</p>
      ) : (
        <ul className="scenario-list">
          {scenarios.map((s) => (
            <li key={s.id}>
              <div className="scenario-text">
                <span>{describeScenario(s)}</span>
                {s.extraCents > 0 && <span className="scenario-extra">+ {formatCents(s.extraCents)} extra each month</span>}
              </div>
              <div className="scenario-buttons">
                <button type="button" onClick={() => onRemove(s.id)}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
