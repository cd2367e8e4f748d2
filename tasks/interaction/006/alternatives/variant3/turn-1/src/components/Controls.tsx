import { MAX_SERVINGS, MIN_SERVINGS } from '../lib/recipe';

interface Props {
  draft: string;
  count: number;
  onType: (draft: string) => void;
  onStep: (by: number) => void;
}

export default function Controls({ draft, count, onType, onStep }: Props) {
  return (
    <div className="panel controls">
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
            onChange={(e) => onType(e.target.value)}
          />
          <button type="button" onClick={() => onStep(-1)} disabled={count <= MIN_SERVINGS}>
            <span aria-hidden="true" className="glyph">−</span> Fewer servings
          </button>
          <button type="button" onClick={() => onStep(1)} disabled={count >= MAX_SERVINGS}>
            <span aria-hidden="true" className="glyph">+</span> More servings
          </button>
        </div>
      </div>
    </div>
  );
}
