import { useState } from "react";
import "./styles.css";

type Expense = { id: number; description: string; amount: number };

const money = (value: number) => `$${value.toFixed(2)}`;

export default function App() {
  const [expenses, setExpenses] = useState<Expense[]>([]);
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [nextId, setNextId] = useState(1);

  const total = expenses.reduce((sum, e) => sum + e.amount, 0);

  function add(event: React.FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!description.trim() || !(value > 0)) return;
    setExpenses([{ id: nextId, description: description.trim(), amount: value }, ...expenses]); // newest first
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
        <button type="submit">Add expense</button>
      </form>
      <ul>
        {expenses.map((e) => (
          <li key={e.id}>
            <span>{e.description}</span>
            <span>{money(e.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="total">Total: {money(total)}</p>
    </main>
  );
}
