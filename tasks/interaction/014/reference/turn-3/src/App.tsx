import { useState } from "react";
import "./styles.css";
import { CATEGORIES, Category, gramsText, kgLb, kgText, parseNumber } from "./pack";

type Item = { id: number; name: string; grams: number; category: Category; worn: boolean };

const NAME_MESSAGE = "Enter an item name";
const WEIGHT_MESSAGE = "Weight must be a whole number from 1 to 5000 g";
const LIMIT_MESSAGE = "Limit must be from 1 to 20 kg";
const HEAVY_GRAMS = 1000;

function validWeight(text: string): number | null {
  const v = parseNumber(text);
  if (v === null || !Number.isInteger(v) || v < 1 || v > 5000) return null;
  return v;
}

export default function App() {
  const [items, setItems] = useState<Item[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [weight, setWeight] = useState("");
  const [category, setCategory] = useState<Category>("Shelter");
  const [errors, setErrors] = useState<string[]>([]);
  const [limit, setLimit] = useState("6");

  function addItem(event: React.FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    const grams = validWeight(weight);
    if (!name.trim()) found.push(NAME_MESSAGE);
    if (grams === null) found.push(WEIGHT_MESSAGE);
    setErrors(found);
    if (found.length > 0 || grams === null) return;
    setItems([...items, { id: nextId, name: name.trim(), grams, category, worn: false }]);
    setNextId(nextId + 1);
    setName("");
    setWeight("");
  }

  function setWorn(id: number, worn: boolean) {
    setItems(items.map((item) => (item.id === id ? { ...item, worn } : item)));
  }

  function removeItem(id: number) {
    setItems(items.filter((item) => item.id !== id));
  }

  const carried = items.filter((item) => !item.worn);
  const base = carried.reduce((sum, item) => sum + item.grams, 0);
  const worn = items.filter((item) => item.worn).reduce((sum, item) => sum + item.grams, 0);
  const skinOut = base + worn;

  const limitValue = parseNumber(limit);
  const limitOk = limitValue !== null && limitValue >= 1 && limitValue <= 20;
  let status = LIMIT_MESSAGE;
  if (limitOk) {
    const limitGrams = Math.round(limitValue! * 1000);
    if (base < limitGrams) status = `Under limit by ${kgText(limitGrams - base)} kg`;
    else if (base === limitGrams) status = "At limit";
    else status = `Over limit by ${kgText(base - limitGrams)} kg`;
  }

  const byCategory = CATEGORIES.map((c, order) => ({
    category: c,
    order,
    count: carried.filter((item) => item.category === c).length,
    grams: carried.filter((item) => item.category === c).reduce((sum, item) => sum + item.grams, 0),
  }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.grams - a.grams || a.order - b.order);

  return (
    <main>
      <h1>Pack planner</h1>
      <section aria-labelledby="gear-heading">
        <h2 id="gear-heading">Gear</h2>
        <form onSubmit={addItem} noValidate>
          <label>
            Item name
            <input value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Weight (g)
            <input type="number" step="1" value={weight} onChange={(e) => setWeight(e.target.value)} />
          </label>
          <label>
            Category
            <select value={category} onChange={(e) => setCategory(e.target.value as Category)}>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </select>
          </label>
          <button type="submit">Add item</button>
        </form>
        {errors.length > 0 && (
          <ul className="errors" role="alert">
            {errors.map((m) => <li key={m}>{m}</li>)}
          </ul>
        )}
        <ul className="gear">
          {items.map((item) => (
            <li key={item.id}>
              <span className="name">{item.name}</span>
              <span className="category">{item.category}</span>
              <span className="weight">{gramsText(item.grams)}</span>
              {!item.worn && item.grams >= HEAVY_GRAMS && <span className="tag">Heavy</span>}
              <label className="check">
                <input type="checkbox" checked={item.worn} onChange={(e) => setWorn(item.id, e.target.checked)} />
                Worn
              </label>
              <button type="button" className="secondary" onClick={() => removeItem(item.id)}>Remove</button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading">Totals</h2>
        <div className="figures" aria-live="polite">
          <p className="big">Base weight: {kgLb(base)}</p>
          <p>Worn: {kgLb(worn)}</p>
          <p>Skin-out: {kgLb(skinOut)}</p>
          <p className={limitOk ? "big status" : "big status error"}>{status}</p>
        </div>
        <div className="row">
          <label>
            Base weight limit (kg)
            <input type="number" step="0.1" value={limit} onChange={(e) => setLimit(e.target.value)} />
          </label>
        </div>
      </section>
      <section aria-labelledby="category-heading">
        <h2 id="category-heading">By category</h2>
        {byCategory.length === 0 ? (
          <p className="muted">Nothing carried yet</p>
        ) : (
          <ul>
            {byCategory.map((row) => (
              <li key={row.category}>
                <span className="name">{row.category}</span>
                <span>{gramsText(row.grams)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
