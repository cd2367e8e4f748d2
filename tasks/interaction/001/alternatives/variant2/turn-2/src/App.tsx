import { useState } from "react";
import "./styles.css";

const PEOPLE = ["Ana", "Ben", "Chloe"] as const;

type Person = (typeof PEOPLE)[number];
type Expense = { id: number; description: string; amount: number; payer: Person };

export default function App() {
  const [expenses, setExpenses] = useState<Expense[]>([]);
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [payer, setPayer] = useState<Person>("Ana");
  const [nextId, setNextId] = useState(1);

  const money = (usd: number) => `$${usd.toFixed(2)}`;
  const total = expenses.reduce((sum, e) => sum + e.amount, 0);
  const paid = (p: Person) => expenses.filter((e) => e.payer === p).reduce((s, e) => s + e.amount, 0);

  function add(event: React.FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!description.trim() || !(value > 0)) return;
    setExpenses([{ id: nextId, description: description.trim(), amount: value, payer }, ...expenses]); // newest first
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
      <section aria-labelledby="paid-so-far">
        <h2 id="paid-so-far">Paid so far</h2>
        {PEOPLE.map((p) => <p key={p}>{p}: {money(paid(p))}</p>)}
      </section>
    </main>
  );
}
