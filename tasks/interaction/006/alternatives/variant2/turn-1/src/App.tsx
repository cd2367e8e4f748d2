import { useState } from "react";
import "./styles.css";

const BASE_SERVINGS = 4;
const MIN_SERVINGS = 1;
const MAX_SERVINGS = 12;

type Ingredient = { name: string; amount: number; unit: string };

const INGREDIENTS: Ingredient[] = [
  { name: "Flour", amount: 250, unit: "g" },
  { name: "Buttermilk", amount: 500, unit: "ml" },
  { name: "Sugar", amount: 30, unit: "g" },
  { name: "Unsalted butter", amount: 40, unit: "g" },
  { name: "Eggs", amount: 2, unit: "" },
];

function formatAmount(value: number, digits: number) {
  return String(Number(value.toFixed(digits)));
}

export default function App() {
  const [servings, setServings] = useState(BASE_SERVINGS);
  const [draft, setDraft] = useState(String(BASE_SERVINGS));
  const scale = servings / BASE_SERVINGS;

  function typeServings(value: string) {
    setDraft(value);
    const n = Number(value);
    if (value.trim() !== "" && Number.isInteger(n) && n >= MIN_SERVINGS && n <= MAX_SERVINGS) setServings(n);
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
      </div>
      <ul>
        {INGREDIENTS.map((item) => (
          <li key={item.name}>
            {`${item.name}: ${formatAmount(item.amount * scale, 1)}${item.unit ? ` ${item.unit}` : ""}`}
          </li>
        ))}
      </ul>
    </main>
  );
}
