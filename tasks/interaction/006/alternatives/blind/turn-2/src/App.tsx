import { useState } from "react";
import { BASE_RECIPE, BASE_SERVINGS, describe, type UnitSystem } from "./recipe";
import "./styles.css";

const MIN_SERVINGS = 1;
const MAX_SERVINGS = 12;

function readServings(raw: string): number | null {
  const text = raw.trim();
  if (text === "") return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < MIN_SERVINGS || n > MAX_SERVINGS) return null;
  return n;
}

export default function App() {
  const [servingsText, setServingsText] = useState(String(BASE_SERVINGS));
  const [servings, setServings] = useState(BASE_SERVINGS);
  const [system, setSystem] = useState<UnitSystem>("metric");

  const typedIsValid = readServings(servingsText) !== null;

  function typeServings(raw: string) {
    setServingsText(raw);
    const n = readServings(raw);
    if (n !== null) setServings(n);
  }

  function stepServings(delta: number) {
    const next = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, servings + delta));
    setServings(next);
    setServingsText(String(next));
  }

  return (
    <main className="sheet">
      <h1>Buttermilk pancakes</h1>
      <p className="intro">The base recipe feeds 4. Pick how many people are eating and the amounts follow.</p>

      <div className="servings-bar">
        <label htmlFor="servings-input">Servings</label>
        <input
          id="servings-input"
          type="number"
          min={MIN_SERVINGS}
          max={MAX_SERVINGS}
          step={1}
          value={servingsText}
          aria-invalid={!typedIsValid}
          aria-describedby={typedIsValid ? undefined : "servings-problem"}
          onChange={(e) => typeServings(e.target.value)}
        />
        <button type="button" onClick={() => stepServings(-1)} disabled={servings <= MIN_SERVINGS}>
          Fewer servings
        </button>
        <button type="button" onClick={() => stepServings(1)} disabled={servings >= MAX_SERVINGS}>
          More servings
        </button>
      </div>
      {!typedIsValid && (
        <p id="servings-problem" className="problem" role="alert">
          Enter 1 to 12 servings
        </p>
      )}

      <div className="units-bar">
        <label htmlFor="units-select">Units</label>
        <select id="units-select" value={system} onChange={(e) => setSystem(e.target.value as UnitSystem)}>
          <option value="metric">Metric</option>
          <option value="us">US cups</option>
        </select>
      </div>

      <ul className="ingredient-list">
        {BASE_RECIPE.map((item) => (
          <li key={item.key}>{describe(item, servings, system)}</li>
        ))}
      </ul>
    </main>
  );
}
