import { useState } from "react";
import "./styles.css";

const PEOPLE = ["Ana", "Ben", "Chloe"] as const;
const CATEGORIES = ["Travel", "Food", "Lodging"] as const;

type Person = (typeof PEOPLE)[number];
type Category = (typeof CATEGORIES)[number];
type Expense = { id: number; description: string; amount: number; payer: Person; category: Category };

export default function App() {
  const [expenses, setExpenses] = useState<Expense[]>([]);
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [payer, setPayer] = useState<Person>("Ana");
  const [category, setCategory] = useState<Category>("Travel");
  const [nextId, setNextId] = useState(1);

  const money = (usd: number) => `$${usd.toFixed(2)}`;
  const total = expenses.reduce((sum, e) => sum + e.amount, 0);
  const paid = (p: Person) => expenses.filter((e) => e.payer === p).reduce((s, e) => s + e.amount, 0);
  const subtotal = (c: Category) => expenses.filter((e) => e.category === c).reduce((s, e) => s + e.amount, 0);
  const share = total / PEOPLE.length;

  function balance(p: Person) {
    const cents = Math.round((paid(p) - share) * 100) / 100;
    if (cents > 0) return `${p} is owed ${money(cents)}`;
    if (cents < 0) return `${p} owes ${money(-cents)}`;
    return `${p} is settled`;
  }

  function add(event: React.FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!description.trim() || !(value > 0)) return;
    setExpenses([{ id: nextId, description: description.trim(), amount: value, payer, category }, ...expenses]); // newest first
    setNextId(nextId + 1);
    setDescription("");
    setAmount("");
  }

  return (
    <main>
      <h1>Offsite expenses</h1>
      <form onSubmit={add}>
        <label>
          Description
          <input value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label>
          Amount (USD)
          <input type="number" step="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label>
          Paid by
          <select value={payer} onChange={(e) => setPayer(e.target.value as Person)}>
            {PEOPLE.map((p) => <option key={p}>{p}</option>)}
          </select>
        </label>
        <label>
          Category
          <select value={category} onChange={(e) => setCategory(e.target.value as Category)}>
            {CATEGORIES.map((c) => <option key={c}>{c}</option>)}
          </select>
        </label>
        <button type="submit">Add expense</button>
      </form>
      <ul>
        {expenses.map((e) => (
          <li key={e.id}>
            <span>{e.description} — paid by {e.payer}</span>
            <span>{money(e.amount)}</span>
            <button type="button" className="secondary" onClick={() => setExpenses(expenses.filter((x) => x.id !== e.id))}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <p className="total">Total: {money(total)}</p>
      <section aria-labelledby="by-category">
        <h2 id="by-category">By category</h2>
        <table>
          <thead>
            <tr><th scope="col">Category</th><th scope="col">Subtotal</th></tr>
          </thead>
          <tbody>
            {CATEGORIES.map((c) => (
              <tr key={c}><td>{c}</td><td>{money(subtotal(c))}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="paid-so-far">
        <h2 id="paid-so-far">Paid so far</h2>
        {PEOPLE.map((p) => <p key={p}>{p}: {money(paid(p))}</p>)}
      </section>
      <section aria-labelledby="balances">
        <h2 id="balances">Balances</h2>
        {PEOPLE.map((p) => <p key={p}>{balance(p)}</p>)}
      </section>
    </main>
  );
}
