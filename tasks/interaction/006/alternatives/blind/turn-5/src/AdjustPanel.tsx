import type { UnitSystem } from "./recipe";

type Props = {
  servingsText: string;
  servings: number;
  min: number;
  max: number;
  typedIsValid: boolean;
  system: UnitSystem;
  onType: (raw: string) => void;
  onStep: (delta: number) => void;
  onSystem: (system: UnitSystem) => void;
  flourText: string;
  flourNote: string | null;
  onFlour: (raw: string) => void;
  onFit: () => void;
};

export default function AdjustPanel(props: Props) {
  const { servingsText, servings, min, max, typedIsValid, system } = props;
  return (
    <section className="panel">
      <h2>Adjust</h2>
      <div className="servings-bar">
        <label htmlFor="servings-input">Servings</label>
        <input
          id="servings-input"
          type="number"
          min={min}
          max={max}
          step={1}
          value={servingsText}
          aria-invalid={!typedIsValid}
          aria-describedby={typedIsValid ? undefined : "servings-problem"}
          onChange={(e) => props.onType(e.target.value)}
        />
        <button type="button" onClick={() => props.onStep(-1)} disabled={servings <= min}>
          Fewer servings
        </button>
        <button type="button" onClick={() => props.onStep(1)} disabled={servings >= max}>
          More servings
        </button>
      </div>
      {!typedIsValid && (
        <p id="servings-problem" className="problem" role="alert">
          Enter {min} to {max} servings
        </p>
      )}

      <div className="units-bar">
        <label htmlFor="units-select">Units</label>
        <select id="units-select" value={system} onChange={(e) => props.onSystem(e.target.value as UnitSystem)}>
          <option value="metric">Metric</option>
          <option value="us">US cups</option>
        </select>
      </div>

      <div className="flour-bar">
        <label htmlFor="flour-input">Flour on hand (g)</label>
        <input
          id="flour-input"
          type="number"
          min={0}
          step="any"
          value={props.flourText}
          onChange={(e) => props.onFlour(e.target.value)}
        />
        <button type="button" onClick={props.onFit}>
          Fit to my flour
        </button>
      </div>
      <p className="hint">Each serving needs 62.5 g of flour.</p>
      {props.flourNote && (
        <p className="problem" role="alert">
          {props.flourNote}
        </p>
      )}
    </section>
  );
}
