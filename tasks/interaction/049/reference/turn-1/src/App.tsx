import { useState, type FormEvent } from "react";
import "./styles.css";
import { parseValue, pounds, sameName } from "./lib";

type Child = { id: number; name: string };
type Chore = { id: number; name: string; value: number };

export default function App() {
  const [children, setChildren] = useState<Child[]>([]);
  const [chores, setChores] = useState<Chore[]>([]);
  const [nextId, setNextId] = useState(1);
  const [childName, setChildName] = useState("");
  const [childMessage, setChildMessage] = useState("");
  const [choreName, setChoreName] = useState("");
  const [valueText, setValueText] = useState("");
  const [choreMessage, setChoreMessage] = useState("");

  const choresWorth = chores.reduce((sum, c) => sum + c.value, 0);

  function addChild(event: FormEvent) {
    event.preventDefault();
    const trimmed = childName.trim();
    if (trimmed.length < 1 || trimmed.length > 20) {
      setChildMessage("Names must be 1 to 20 characters");
      return;
    }
    const same = children.find((c) => sameName(c.name, trimmed));
    if (same) {
      setChildMessage(`${same.name} is already on the chart`);
      return;
    }
    setChildren([...children, { id: nextId, name: trimmed }]);
    setNextId(nextId + 1);
    setChildName("");
    setChildMessage("");
  }

  function addChore(event: FormEvent) {
    event.preventDefault();
    const trimmed = choreName.trim();
    if (trimmed.length < 1 || trimmed.length > 30) {
      setChoreMessage("Chore names must be 1 to 30 characters");
      return;
    }
    const same = chores.find((c) => sameName(c.name, trimmed));
    if (same) {
      setChoreMessage(`${same.name} is already a chore`);
      return;
    }
    const value = parseValue(valueText);
    if (value === null) {
      setChoreMessage("Values must be from £0.10 to £5.00");
      return;
    }
    setChores([...chores, { id: nextId, name: trimmed, value }]);
    setNextId(nextId + 1);
    setChoreName("");
    setValueText("");
    setChoreMessage("");
  }

  return (
    <main className="page">
      <h1>Chore chart</h1>

      <section className="card" aria-labelledby="children-heading">
        <h2 id="children-heading">Children</h2>
        <form className="row-form" onSubmit={addChild} noValidate>
          <label>
            Child name
            <input value={childName} onChange={(e) => setChildName(e.target.value)} />
          </label>
          <button type="submit">Add child</button>
        </form>
        {childMessage && <p className="message" role="alert">{childMessage}</p>}
        {children.length === 0 ? (
          <p className="empty">No children yet</p>
        ) : (
          <ul className="names">
            {children.map((c) => (
              <li key={c.id}>
                <span>{c.name}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="chores-heading">
        <h2 id="chores-heading">Chores</h2>
        <form className="row-form" onSubmit={addChore} noValidate>
          <label>
            Chore
            <input value={choreName} onChange={(e) => setChoreName(e.target.value)} />
          </label>
          <label>
            Value (£)
            <input value={valueText} onChange={(e) => setValueText(e.target.value)} inputMode="decimal" />
          </label>
          <button type="submit">Add chore</button>
        </form>
        {choreMessage && <p className="message" role="alert">{choreMessage}</p>}
        {chores.length === 0 ? (
          <p className="empty">No chores yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Chore</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {chores.map((c) => (
                <tr key={c.id}>
                  <td>{c.name}</td>
                  <td>{pounds(c.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="summary">Chores worth: {pounds(choresWorth)}</p>
      </section>
    </main>
  );
}
