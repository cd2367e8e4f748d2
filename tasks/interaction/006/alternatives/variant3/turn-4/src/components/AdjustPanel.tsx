import type { UnitSystem } from '../lib/recipe';
import { MAX_SERVINGS, MIN_SERVINGS } from '../lib/recipe';
import { parseServings } from '../lib/servings';

interface Props {
  draft: string;
  count: number;
  units: UnitSystem;
  onType: (draft: string) => void;
  onStep: (by: number) => void;
  onUnits: (units: UnitSystem) => void;
}

export default function AdjustPanel({ draft, count, units, onType, onStep, onUnits }: Props) {
  const draftInvalid = parseServings(draft) === null;

  return (
    <section className="panel">
      <h2>Adjust</h2>
      <div className="field">
        <label htmlFor="servings">Servings</label>
        <div className="stepper">
          <input
            id="servings"
            type="number"
            inputMode="numeric"
            min={MIN_SERVINGS}
            max={MAX_SERVINGS}
            step={1}
            value={draft}
            aria-invalid={draftInvalid}
            aria-describedby={draftInvalid ? 'servings-error' : undefined}
            onChange={(e) => onType(e.target.value)}
          />
          <button type="button" onClick={() => onStep(-1)} disabled={count <= MIN_SERVINGS}>
            <span aria-hidden="true" className="glyph">−</span> Fewer servings
          </button>
          <button type="button" onClick={() => onStep(1)} disabled={count >= MAX_SERVINGS}>
            <span aria-hidden="true" className="glyph">+</span> More servings
          </button>
        </div>
        {draftInvalid && (
          <p id="servings-error" className="error" role="alert">
            Enter 1 to 12 servings
          </p>
        )}
      </div>

      <div className="field">
        <label htmlFor="units">Units</label>
        <select id="units" value={units} onChange={(e) => onUnits(e.target.value as UnitSystem)}>
          <option value="metric">Metric</option>
          <option value="us">US cups</option>
        </select>
      </div>
    </section>
  );
}
