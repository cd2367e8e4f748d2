import { useState } from "react";
import "./styles.css";
import { CATEGORIES, Category, gramsText, kgLb, parseNumber } from "./pack";

type Item = { id: number; name: string; grams: number; category: Category };

const NAME_MESSAGE = "Enter an item name";
const WEIGHT_MESSAGE = "Weight must be a whole number from 1 to 5000 g";

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

  function addItem(event: React.FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    const grams = validWeight(weight);
    if (!name.trim()) found.push(NAME_MESSAGE);
    if (grams === null) found.push(WEIGHT_MESSAGE);
    setErrors(found);
    if (found.length > 0 || grams === null) return;
    setItems([...items, { id: nextId, name: name.trim(), grams, category }]);
    setNextId(nextId + 1);
    setName("");
    setWeight("");
  }

  const total = items.reduce((sum, item) => sum + item.grams, 0);

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
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading">Totals</h2>
        <div className="figures" aria-live="polite">
          <p className="big">Pack weight: {kgLb(total)}</p>
        </div>
      </section>
    </main>
  );
}
