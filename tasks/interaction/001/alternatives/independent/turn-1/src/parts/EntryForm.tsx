import { useState } from "react";

type Props = { onAdd: (description: string, amount: number) => void };

export default function EntryForm({ onAdd }: Props) {
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [hint, setHint] = useState("");

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = description.trim();
    const value = parseFloat(amount);
    if (name === "" || !Number.isFinite(value) || value <= 0) {
      setHint("Give the expense a name and an amount above zero.");
      return;
    }
    onAdd(name, value);
    setDescription("");
    setAmount("");
    setHint("");
  }

  return (
    <form className="entry" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="entry-description">Description</label>
        <input id="entry-description" type="text" autoComplete="off" value={description}
          onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="entry-amount">Amount (USD)</label>
        <input id="entry-amount" type="number" min="0" step="0.01" inputMode="decimal" value={amount}
          onChange={(e) => setAmount(e.target.value)} />
      </div>
      <button className="primary" type="submit">Add expense</button>
      {hint && <p className="hint" role="status">{hint}</p>}
    </form>
  );
}
