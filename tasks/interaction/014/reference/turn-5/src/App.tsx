import { useState } from "react";
import "./styles.css";
import { CATEGORIES, Category, gramsText, kgLb, kgText, parseNumber } from "./pack";

type Item = { id: number; name: string; grams: number; category: Category; worn: boolean; shared: boolean };

/** The weight an item counts for: half of a shared item, rounded up to the whole gram. */
function counted(item: Item): number {
  return item.shared ? Math.ceil(item.grams / 2) : item.grams;
}

const NAME_MESSAGE = "Enter an item name";
const WEIGHT_MESSAGE = "Weight must be a whole number from 1 to 5000 g";
const LIMIT_MESSAGE = "Limit must be from 1 to 20 kg";
const HEAVY_GRAMS = 1000;
const DAYS_MESSAGE = "Days must be a whole number from 1 to 14";
const FOOD_MESSAGE = "Food per day must be a whole number from 200 to 1500 g";
const WATER_MESSAGE = "Water must be from 0 to 6 L";
const FUEL_PER_DAY = 25;

function wholeIn(text: string, low: number, high: number): number | null {
  const v = parseNumber(text);
  if (v === null || !Number.isInteger(v) || v < low || v > high) return null;
  return v;
}

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
  const [days, setDays] = useState("3");
  const [food, setFood] = useState("650");
  const [water, setWater] = useState("1.5");

  function addItem(event: React.FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    const grams = validWeight(weight);
    if (!name.trim()) found.push(NAME_MESSAGE);
    if (grams === null) found.push(WEIGHT_MESSAGE);
    setErrors(found);
    if (found.length > 0 || grams === null) return;
    setItems([...items, { id: nextId, name: name.trim(), grams, category, worn: false, shared: false }]);
    setNextId(nextId + 1);
    setName("");
    setWeight("");
  }

  function setWorn(id: number, worn: boolean) {
    setItems(items.map((item) => (item.id === id ? { ...item, worn, shared: worn ? false : item.shared } : item)));
  }

  function setShared(id: number, shared: boolean) {
    setItems(items.map((item) => (item.id === id && !item.worn ? { ...item, shared } : item)));
  }

  function removeItem(id: number) {
    setItems(items.filter((item) => item.id !== id));
  }

  const carried = items.filter((item) => !item.worn);
  const base = carried.reduce((sum, item) => sum + counted(item), 0);
  const worn = items.filter((item) => item.worn).reduce((sum, item) => sum + item.grams, 0);
  const skinOut = base + worn;

  const daysValue = wholeIn(days, 1, 14);
  const foodValue = wholeIn(food, 200, 1500);
  const waterNumber = parseNumber(water);
  const waterValue = waterNumber !== null && waterNumber >= 0 && waterNumber <= 6 ? waterNumber : null;
  const consumablesOk = daysValue !== null && foodValue !== null && waterValue !== null;
  const hasCooking = carried.some((item) => item.category === "Cooking");
  const foodGrams = consumablesOk ? daysValue! * foodValue! : 0;
  const waterGrams = consumablesOk ? Math.round(waterValue! * 1000) : 0;
  const fuelGrams = consumablesOk && hasCooking ? daysValue! * FUEL_PER_DAY : 0;
  const consumables = foodGrams + waterGrams + fuelGrams;

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
    grams: carried.filter((item) => item.category === c).reduce((sum, item) => sum + counted(item), 0),
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
              {item.shared && <span className="share">Your share: {gramsText(counted(item))}</span>}
              {!item.worn && counted(item) >= HEAVY_GRAMS && <span className="tag">Heavy</span>}
              <label className="check">
                <input type="checkbox" checked={item.worn} onChange={(e) => setWorn(item.id, e.target.checked)} />
                Worn
              </label>
              <label className={item.worn ? "check off" : "check"}>
                <input
                  type="checkbox"
                  checked={item.shared}
                  disabled={item.worn}
                  onChange={(e) => setShared(item.id, e.target.checked)}
                />
                Shared
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
          <p className="big">
            {consumablesOk ? `Pack weight: ${kgLb(base + consumables)}` : "Pack weight: fix the consumables first"}
          </p>
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
      <section aria-labelledby="consumables-heading">
        <h2 id="consumables-heading">Consumables</h2>
        <div className="row">
          <label>
            Days
            <input type="number" step="1" value={days} onChange={(e) => setDays(e.target.value)} />
          </label>
          <label>
            Food per day (g)
            <input type="number" step="10" value={food} onChange={(e) => setFood(e.target.value)} />
          </label>
          <label>
            Water (L)
            <input type="number" step="0.1" value={water} onChange={(e) => setWater(e.target.value)} />
          </label>
        </div>
        {consumablesOk ? (
          <div className="figures" aria-live="polite">
            <p>Food: {gramsText(foodGrams)}</p>
            <p>Water: {gramsText(waterGrams)}</p>
            <p>Fuel: {gramsText(fuelGrams)}</p>
            <p className="big">Consumables: {kgLb(consumables)}</p>
          </div>
        ) : (
          <ul className="errors">
            {daysValue === null && <li>{DAYS_MESSAGE}</li>}
            {foodValue === null && <li>{FOOD_MESSAGE}</li>}
            {waterValue === null && <li>{WATER_MESSAGE}</li>}
          </ul>
        )}
      </section>
    </main>
  );
}
