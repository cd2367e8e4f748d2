import { useState } from "react";
import type { FormEvent } from "react";
import { ALLOWANCE, compareNames, familiesText, pointsText } from "./ledger";
import "./styles.css";

const NAME_PATTERN = /^[\p{L} '-]+$/u;

export default function App() {
  const [families, setFamilies] = useState<string[]>([]);
  const [message, setMessage] = useState("");

  const [nameInput, setNameInput] = useState("");

  const sorted = [...families].sort(compareNames);
  const balances = new Map(sorted.map((f) => [f, ALLOWANCE]));

  function addFamily(e: FormEvent) {
    e.preventDefault();
    const name = nameInput.trim();
    if (name.length < 2 || name.length > 20) {
      setMessage("A family name needs 2 to 20 characters");
      return;
    }
    if (!NAME_PATTERN.test(name)) {
      setMessage("Use only letters, spaces, hyphens and apostrophes");
      return;
    }
    const existing = families.find((f) => f.toLowerCase() === name.toLowerCase());
    if (existing) {
      setMessage(`${existing} is already in the circle`);
      return;
    }
    setFamilies([...families, name]);
    setNameInput("");
    setMessage(`Added ${name} with ${pointsText(ALLOWANCE)}`);
  }

  return (
    <main className="page">
      <header>
        <h1>Sitting circle ledger</h1>
        <p className="circle-size">Circle size: {familiesText(families.length)}</p>
      </header>

      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}

      <div className="columns">
        <div className="column">
          <section className="card" aria-labelledby="families-heading">
            <h2 id="families-heading">Families</h2>
            {sorted.length === 0 ? (
              <p className="muted">No families yet</p>
            ) : (
              <ul className="family-list">
                {sorted.map((f) => {
                  const balance = balances.get(f) ?? 0;
                  return (
                    <li key={f}>
                      <span className="family-name">{f}</span>
                      <span className="family-balance">Balance: {pointsText(balance)}</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <form className="card" onSubmit={addFamily} noValidate aria-labelledby="add-heading">
            <h2 id="add-heading">Add a family</h2>
            <div className="field">
              <label htmlFor="family-name">Family name</label>
              <input
                id="family-name"
                type="text"
                value={nameInput}
                onChange={(e) => setNameInput(e.target.value)}
              />
            </div>
            <button type="submit">Add family</button>
          </form>
        </div>
      </div>
    </main>
  );
}
