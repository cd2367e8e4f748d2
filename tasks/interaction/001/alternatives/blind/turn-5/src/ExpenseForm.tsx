import { useState, type FormEvent } from "react";
import { CATEGORIES, PEOPLE, type Category, type Person } from "./types";

type Props = {
  onAdd: (description: string, amount: number, paidBy: Person, category: Category) => void;
};

export default function ExpenseForm({ onAdd }: Props) {
  const [description, setDescription] = useState("");
  const [amountText, setAmountText] = useState("");
  const [paidBy, setPaidBy] = useState<Person>("Ana");
  const [category, setCategory] = useState<Category>("Travel");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = description.trim();
    const amount = Number.parseFloat(amountText);
    if (text.length === 0) return;
    if (!Number.isFinite(amount) || amount <= 0) return;
    onAdd(text, amount, paidBy, category);
    setDescription("");
  }

  return (
    <form className="expense-form" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor="expense-description">Description</label>
        <input
          id="expense-description"
          type="text"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="expense-amount">Amount (USD)</label>
        <input
          id="expense-amount"
          type="number"
          min="0"
          step="0.01"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="expense-payer">Paid by</label>
        <select id="expense-payer" value={paidBy} onChange={(e) => setPaidBy(e.target.value as Person)}>
          {PEOPLE.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="expense-category">Category</label>
        <select
          id="expense-category"
          value={category}
          onChange={(e) => setCategory(e.target.value as Category)}
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="primary">
        Add expense
      </button>
    </form>
  );
}
