import { useState, type FormEvent } from "react";

type Props = {
  onAdd: (description: string, amount: number) => void;
};

export default function ExpenseForm({ onAdd }: Props) {
  const [description, setDescription] = useState("");
  const [amountText, setAmountText] = useState("");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = description.trim();
    const amount = Number.parseFloat(amountText);
    if (text.length === 0) return;
    if (!Number.isFinite(amount) || amount <= 0) return;
    onAdd(text, amount);
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
      <button type="submit" className="primary">
        Add expense
      </button>
    </form>
  );
}
