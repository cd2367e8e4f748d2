import { useState } from "react";
import type { FormEvent } from "react";

export interface NewExpense {
  description: string;
  amount: number;
}

interface Props {
  onAdd: (expense: NewExpense) => void;
}

export default function ExpenseForm({ onAdd }: Props) {
  const [description, setDescription] = useState("");
  const [amountText, setAmountText] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = description.trim();
    const amount = Number(amountText);
    if (text === "" || amountText.trim() === "" || !Number.isFinite(amount) || amount <= 0) {
      return;
    }
    onAdd({ description: text, amount });
    setDescription("");
  }

  return (
    <form className="entry" onSubmit={submit} noValidate>
      <div className="entry-field entry-field--wide">
        <label htmlFor="expense-description">Description</label>
        <input
          id="expense-description"
          type="text"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="entry-field">
        <label htmlFor="expense-amount">Amount (USD)</label>
        <input
          id="expense-amount"
          type="number"
          inputMode="decimal"
          step="any"
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
