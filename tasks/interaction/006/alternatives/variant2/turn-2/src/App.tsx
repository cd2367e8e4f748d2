import { useState } from "react";
import "./styles.css";

const BASE_SERVINGS = 4;
const MIN_SERVINGS = 1;
const MAX_SERVINGS = 12;

type Units = "metric" | "us";
type Ingredient = { name: string; amount: number; unit: string; us?: { per: number; unit: string } };

const INGREDIENTS: Ingredient[] = [
  { name: "Flour", amount: 250, unit: "g", us: { per: 125, unit: "cups" } },
  { name: "Buttermilk", amount: 500, unit: "ml", us: { per: 240, unit: "cups" } },
  { name: "Sugar", amount: 30, unit: "g", us: { per: 200, unit: "cups" } },
  { name: "Unsalted butter", amount: 40, unit: "g", us: { per: 14, unit: "tbsp" } },
  { name: "Eggs", amount: 2, unit: "" },
];

function formatAmount(value: number, digits: number) {
  return String(Number(value.toFixed(digits)));
}

function describe(item: Ingredient, scale: number, units: Units) {
  const amount = item.amount * scale;
  if (units === "us" && item.us) return `${item.name}: ${formatAmount(amount / item.us.per, 2)} ${item.us.unit}`;
  return `${item.name}: ${formatAmount(amount, 1)}${item.unit ? ` ${item.unit}` : ""}`;
}

export default function App() {
  const [servings, setServings] = useState(BASE_SERVINGS);
  const [draft, setDraft] = useState(String(BASE_SERVINGS));
  const [units, setUnits] = useState<Units>("metric");
  const scale = servings / BASE_SERVINGS;
  const draftValid = draft === String(servings);

  function typeServings(value: string) {
    setDraft(value);
    const n = Number(value);
    if (value.trim() !== "" && Number.isInteger(n) && n >= MIN_SERVINGS && n <= MAX_SERVINGS) {
      setServings(n);
      setDraft(String(n));
    }
  }

  function step(delta: number) {
    const next = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, servings + delta));
    setServings(next);
    setDraft(String(next));
  }

  return (
    <main>
      <h1>Buttermilk pancakes</h1>
      <div className="row">
        <label>
          Servings
          <input type="number" min={MIN_SERVINGS} max={MAX_SERVINGS} value={draft} onChange={(e) => typeServings(e.target.value)} />
        </label>
        <button type="button" className="secondary" disabled={servings <= MIN_SERVINGS} onClick={() => step(-1)}>
          Fewer servings
        </button>
        <button type="button" className="secondary" disabled={servings >= MAX_SERVINGS} onClick={() => step(1)}>
          More servings
        </button>
        <label>
          Units
          <select value={units} onChange={(e) => setUnits(e.target.value as Units)}>
            <option value="metric">Metric</option>
            <option value="us">US cups</option>
          </select>
        </label>
      </div>
      {!draftValid && <p className="error">Enter 1 to 12 servings</p>}
      <ul>
        {INGREDIENTS.map((item) => (
          <li key={item.name}>{describe(item, scale, units)}</li>
        ))}
      </ul>
    </main>
  );
}
