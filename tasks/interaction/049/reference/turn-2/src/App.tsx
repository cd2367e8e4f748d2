import { useState, type FormEvent } from "react";
import "./styles.css";
import { parseValue, pounds, sameName } from "./lib";

type Child = { id: number; name: string };
type Chore = { id: number; name: string; value: number; childId: number | null; done: boolean };

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
  const assigned = chores.filter((c) => c.childId !== null);
  const doneCount = assigned.filter((c) => c.done).length;

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
    setChores([...chores, { id: nextId, name: trimmed, value, childId: null, done: false }]);
    setNextId(nextId + 1);
    setChoreName("");
    setValueText("");
    setChoreMessage("");
  }

  function removeChild(id: number) {
    setChildren(children.filter((c) => c.id !== id));
    setChores(chores.map((c) => (c.childId === id ? { ...c, childId: null, done: false } : c)));
  }

  function removeChore(id: number) {
    setChores(chores.filter((c) => c.id !== id));
  }

  function assign(id: number, text: string) {
    const childId = text === "" ? null : Number(text);
    setChores(chores.map((c) => (c.id === id && c.childId !== childId ? { ...c, childId, done: false } : c)));
  }

  function tick(id: number, done: boolean) {
    setChores(chores.map((c) => (c.id === id && c.childId !== null ? { ...c, done } : c)));
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
                <button type="button" className="quiet" onClick={() => removeChild(c.id)}>
                  Remove
                </button>
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
                <th scope="col"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {chores.map((c) => (
                <tr key={c.id}>
                  <td>{c.name}</td>
                  <td>{pounds(c.value)}</td>
                  <td>
                    <button type="button" className="quiet" onClick={() => removeChore(c.id)}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="summary">Chores worth: {pounds(choresWorth)}</p>
      </section>

      <section className="card" aria-labelledby="week-heading">
        <h2 id="week-heading">This week</h2>
        {chores.length === 0 ? (
          <p className="empty">Add chores to fill the week</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Chore</th>
                <th scope="col">Assigned to</th>
                <th scope="col">Done</th>
              </tr>
            </thead>
            <tbody>
              {chores.map((c) => (
                <tr key={c.id}>
                  <td>{c.name}</td>
                  <td>
                    <select
                      aria-label={`Assign ${c.name}`}
                      value={c.childId === null ? "" : String(c.childId)}
                      onChange={(e) => assign(c.id, e.target.value)}
                    >
                      <option value="">Nobody</option>
                      {children.map((k) => (
                        <option key={k.id} value={String(k.id)}>
                          {k.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${c.name} done`}
                      checked={c.done}
                      disabled={c.childId === null}
                      onChange={(e) => tick(c.id, e.target.checked)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="summary">
          Done: {doneCount} of {assigned.length} assigned chores
        </p>
      </section>
    </main>
  );
}
