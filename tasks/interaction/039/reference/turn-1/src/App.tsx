import { useState } from "react";
import "./styles.css";
import { ALLOWANCE, byName, plural, points } from "./logic";

export default function App() {
  const [families, setFamilies] = useState<string[]>([]);
  const [message, setMessage] = useState("");

  const [nameInput, setNameInput] = useState("");

  const ordered = [...families].sort(byName);

  function addFamily() {
    const name = nameInput.trim();
    if (name.length < 2 || name.length > 20) {
      setMessage("A family name needs 2 to 20 characters");
      return;
    }
    if (!/^[A-Za-z '\-]+$/.test(name)) {
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
    setMessage(`Added ${name} with ${points(ALLOWANCE)}`);
  }


  return (
    <main className="ledger">
      <header>
        <h1>Sitting circle ledger</h1>
        <p className="size">Circle size: {plural(families.length, "family", "families")}</p>
        {message && (
          <p className="message" role="status">
            {message}
          </p>
        )}
      </header>

      <div className="layout">
        <div className="column">
          <section aria-labelledby="add-heading" className="panel">
            <h2 id="add-heading">Add a family</h2>
            <form
              className="stack"
              onSubmit={(e) => {
                e.preventDefault();
                addFamily();
              }}
            >
              <label>
                Family name
                <input value={nameInput} onChange={(e) => setNameInput(e.target.value)} />
              </label>
              <button type="submit">Add family</button>
            </form>
          </section>


        </div>

        <div className="column">
          <section aria-labelledby="families-heading" className="panel">
            <h2 id="families-heading">Families</h2>
            {ordered.length === 0 ? (
              <p className="empty">No families yet</p>
            ) : (
              <ul className="plain">
                {ordered.map((f) => {
                  return (
                    <li key={f}>
                      <span className="name">{f}</span>
                      <span className="detail">Balance: {points(ALLOWANCE)}</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>


        </div>
      </div>
    </main>
  );
}
