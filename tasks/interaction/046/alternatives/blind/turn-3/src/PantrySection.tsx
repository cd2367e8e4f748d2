import { useState, type FormEvent } from "react";
import { INGREDIENTS, lineText, type Pantry } from "./shopping";

type Props = {
  pantry: Pantry;
  onAdd: (name: string, amount: number) => void;
  onRemove: (name: string) => void;
};

const MAX_TYPED = 5000;

function parseAmount(raw: string): number | null {
  const text = raw.trim();
  if (text === "") return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > MAX_TYPED) return null;
  return n;
}

export default function PantrySection({ pantry, onAdd, onRemove }: Props) {
  const [ingredient, setIngredient] = useState(INGREDIENTS[0]);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState("");

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = parseAmount(amount);
    if (value === null) {
      setError("Amount must be a whole number from 1 to 5000");
      return;
    }
    onAdd(ingredient, value);
    setError("");
    setAmount("");
  }

  const held = INGREDIENTS.filter((name) => (pantry[name] ?? 0) > 0);

  return (
    <section className="card" aria-labelledby="pantry-heading">
      <h2 id="pantry-heading">Pantry</h2>
      <form className="plan-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="pantry-ingredient">Ingredient</label>
          <select id="pantry-ingredient" value={ingredient} onChange={(e) => setIngredient(e.target.value)}>
            {INGREDIENTS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="pantry-amount">Amount</label>
          <input id="pantry-amount" type="number" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </div>
        <button type="submit">Add to pantry</button>
      </form>
      {error && (
        <div className="errors" role="alert">
          <p>{error}</p>
        </div>
      )}
      {held.length === 0 ? (
        <p className="muted">Pantry is empty</p>
      ) : (
        <ul className="plain pantry">
          {held.map((name) => (
            <li key={name}>
              <span>{lineText(name, pantry[name])}</span>
              <button type="button" className="secondary" onClick={() => onRemove(name)}>
                Remove from pantry
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
