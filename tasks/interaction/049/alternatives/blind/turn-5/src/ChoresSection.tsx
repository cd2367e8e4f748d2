import { useState } from "react";
import type { Chore } from "./types";
import { formatPounds, parseValue, MIN_VALUE, MAX_VALUE } from "./money";

interface Props {
  chores: Chore[];
  onAdd: (name: string, pence: number) => void;
  onRemove: (id: number) => void;
}

export default function ChoresSection({ chores, onAdd, onRemove }: Props) {
  const [name, setName] = useState("");
  const [value, setValue] = useState("");
  const [message, setMessage] = useState("");

  function handleAdd() {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 30) {
      setMessage("Chore names must be 1 to 30 characters");
      return;
    }
    const existing = chores.find((c) => c.name.toLowerCase() === trimmed.toLowerCase());
    if (existing) {
      setMessage(`${existing.name} is already a chore`);
      return;
    }
    const pence = parseValue(value);
    if (pence === null || pence < MIN_VALUE || pence > MAX_VALUE) {
      setMessage("Values must be from £0.10 to £5.00");
      return;
    }
    onAdd(trimmed, pence);
    setName("");
    setValue("");
    setMessage("");
  }

  const worth = chores.reduce((sum, c) => sum + c.pence, 0);

  return (
    <section className="card" aria-labelledby="chores-heading">
      <h2 id="chores-heading">Chores</h2>
      <div className="entry-form">
        <div className="field field-wide">
          <label htmlFor="chore-name">Chore</label>
          <input
            id="chore-name"
            type="text"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="chore-value">Value (£)</label>
          <input
            id="chore-value"
            type="text"
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="button" onClick={handleAdd}>
          Add chore
        </button>
      </div>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
      {chores.length === 0 ? (
        <p className="muted">No chores yet</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Chore</th>
              <th scope="col">Value</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {chores.map((chore) => (
              <tr key={chore.id}>
                <td>{chore.name}</td>
                <td className="num">{formatPounds(chore.pence)}</td>
                <td>
                  <button type="button" className="secondary" onClick={() => onRemove(chore.id)}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="summary">Chores worth: {formatPounds(worth)}</p>
    </section>
  );
}
