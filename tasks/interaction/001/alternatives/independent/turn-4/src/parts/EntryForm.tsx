import { useState } from "react";
import { CREW, KINDS, type Kind, type Member } from "../people";

export type Draft = { description: string; amount: number; payer: Member; kind: Kind };
type Props = { onAdd: (draft: Draft) => void };

export default function EntryForm({ onAdd }: Props) {
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [payer, setPayer] = useState<Member>("Ana");
  const [kind, setKind] = useState<Kind>("Travel");
  const [hint, setHint] = useState("");

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = description.trim();
    const value = parseFloat(amount);
    if (name === "" || !Number.isFinite(value) || value <= 0) {
      setHint("Give the expense a name and an amount above zero.");
      return;
    }
    onAdd({ description: name, amount: value, payer, kind });
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
      <div className="field">
        <label htmlFor="entry-payer">Paid by</label>
        <select id="entry-payer" value={payer} onChange={(e) => setPayer(e.target.value as Member)}>
          {CREW.map((member) => <option key={member} value={member}>{member}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="entry-kind">Category</label>
        <select id="entry-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {KINDS.map((k) => <option key={k} value={k}>{k}</option>)}
        </select>
      </div>
      <button className="primary" type="submit">Add expense</button>
      {hint && <p className="hint" role="status">{hint}</p>}
    </form>
  );
}
