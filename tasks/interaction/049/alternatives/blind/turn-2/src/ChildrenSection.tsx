import { useState } from "react";
import type { Child } from "./types";

interface Props {
  children: Child[];
  onAdd: (name: string) => void;
  onRemove: (id: number) => void;
}

export default function ChildrenSection({ children, onAdd, onRemove }: Props) {
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");

  function handleAdd() {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 20) {
      setMessage("Names must be 1 to 20 characters");
      return;
    }
    const existing = children.find((c) => c.name.toLowerCase() === trimmed.toLowerCase());
    if (existing) {
      setMessage(`${existing.name} is already on the chart`);
      return;
    }
    onAdd(trimmed);
    setName("");
    setMessage("");
  }

  return (
    <section className="card" aria-labelledby="children-heading">
      <h2 id="children-heading">Children</h2>
      <div className="entry-form">
        <div className="field">
          <label htmlFor="child-name">Child name</label>
          <input
            id="child-name"
            type="text"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="button" onClick={handleAdd}>
          Add child
        </button>
      </div>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
      {children.length === 0 ? (
        <p className="muted">No children yet</p>
      ) : (
        <ul className="child-list">
          {children.map((child) => (
            <li key={child.id}>
              <span className="child-name">{child.name}</span>
              <button type="button" className="secondary" onClick={() => onRemove(child.id)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
