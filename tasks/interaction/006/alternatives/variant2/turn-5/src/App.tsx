import { useState } from "react";
import "./styles.css";

const BASE_SERVINGS = 4;
const MIN_SERVINGS = 1;
const MAX_SERVINGS = 24;
const FLOUR_PER_SERVING = 250 / BASE_SERVINGS;

type Units = "metric" | "us";
type Ingredient = { name: string; amount: number; unit: string; us?: { per: number; unit: string }; custom?: boolean };

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
  const [ticked, setTicked] = useState<string[]>([]);
  const [extras, setExtras] = useState<Ingredient[]>([]);
  const [newName, setNewName] = useState("");
  const [newGrams, setNewGrams] = useState("");
  const [flourOnHand, setFlourOnHand] = useState("");
  const [fitMessage, setFitMessage] = useState("");
  const scale = servings / BASE_SERVINGS;
  const draftValid = draft === String(servings);
  const all = [...INGREDIENTS, ...extras];
  const measured = all.filter((i) => ticked.includes(i.name)).length;
  const canAdd = newName.trim() !== "" && Number(newGrams) > 0 && !all.some((i) => i.name === newName.trim());

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
    setFitMessage("");
  }

  function fitToFlour() {
    const fits = Math.floor(Number(flourOnHand) / FLOUR_PER_SERVING);
    if (!(fits >= 1)) {
      setFitMessage("Not enough flour for one serving");
      return;
    }
    const next = Math.min(MAX_SERVINGS, fits);
    setServings(next);
    setDraft(String(next));
    setFitMessage("");
  }

  function toggle(name: string) {
    setTicked(ticked.includes(name) ? ticked.filter((n) => n !== name) : [...ticked, name]);
  }

  function addExtra(event: React.FormEvent) {
    event.preventDefault();
    if (!canAdd) return;
    setExtras([...extras, { name: newName.trim(), amount: Number(newGrams), unit: "g", custom: true }]);
    setNewName("");
    setNewGrams("");
  }

  function removeExtra(name: string) {
    setExtras(extras.filter((i) => i.name !== name));
    setTicked(ticked.filter((n) => n !== name));
  }

  return (
    <main>
      <h1>Buttermilk pancakes</h1>
      <section aria-labelledby="adjust-heading">
        <h2 id="adjust-heading">Adjust</h2>
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
        <div className="row fit">
          <label>
            Flour on hand (g)
            <input type="number" min={0} value={flourOnHand} onChange={(e) => setFlourOnHand(e.target.value)} />
          </label>
          <button type="button" onClick={fitToFlour}>
            Fit to my flour
          </button>
        </div>
        {fitMessage && <p className="error">{fitMessage}</p>}
        {!draftValid && <p className="error">Enter 1 to 24 servings</p>}
      </section>
      <section aria-labelledby="ingredients-heading">
        <h2 id="ingredients-heading">Ingredients</h2>
        <p className="note">
          Measured {measured} of {all.length}
          {measured === all.length && " · Everything measured"}
        </p>
        <ul>
          {all.map((item) => (
            <li key={item.name}>
              <label className="inline">
                <input type="checkbox" aria-label={item.name} checked={ticked.includes(item.name)} onChange={() => toggle(item.name)} />
                {describe(item, scale, units)}
              </label>
              {item.custom && (
                <button type="button" className="secondary" onClick={() => removeExtra(item.name)}>
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
        <button type="button" className="secondary" disabled={ticked.length === 0} onClick={() => setTicked([])}>
          Reset ticks
        </button>
        <form className="row extra" onSubmit={addExtra}>
          <label>
            Ingredient name
            <input value={newName} onChange={(e) => setNewName(e.target.value)} />
          </label>
          <label>
            Grams for the base recipe
            <input type="number" min={0} value={newGrams} onChange={(e) => setNewGrams(e.target.value)} />
          </label>
          <button type="submit" disabled={!canAdd}>
            Add ingredient
          </button>
        </form>
      </section>
    </main>
  );
}
