import { useState } from "react";
import "./styles.css";
import {
  ALLOWANCE,
  HOURS_MESSAGE,
  START_HOURS,
  balanceOf,
  byName,
  clock,
  parseHours,
  plural,
  points,
  sitLine,
  sitPoints,
  type Sit,
} from "./logic";

export default function App() {
  const [families, setFamilies] = useState<string[]>([]);
  const [sits, setSits] = useState<Sit[]>([]);
  const [message, setMessage] = useState("");

  const [nameInput, setNameInput] = useState("");
  const [sitter, setSitter] = useState("");
  const [satFor, setSatFor] = useState("");
  const [start, setStart] = useState("18");
  const [hoursInput, setHoursInput] = useState("");

  const ordered = [...families].sort(byName);
  const balance = (name: string) => balanceOf(name, sits);

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

  function logSit() {
    if (!sitter || !satFor) {
      setMessage("Choose both families");
      return;
    }
    if (sitter === satFor) {
      setMessage("A family cannot sit for itself");
      return;
    }
    const hours = parseHours(hoursInput);
    if (hours === null) {
      setMessage(HOURS_MESSAGE);
      return;
    }
    const startHour = Number(start);
    const cost = sitPoints(startHour, hours);
    const sit: Sit = {
      number: sits.length + 1,
      sitter,
      satFor,
      start: startHour,
      hours,
      points: cost,
      cancelled: false,
      corrected: false,
    };
    setSits([...sits, sit]);
    setHoursInput("");
    setMessage(`Logged ${points(cost)}: ${sitter} sat for ${satFor}`);
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

          <section aria-labelledby="log-heading" className="panel">
            <h2 id="log-heading">Log a sit</h2>
            <form
              className="stack"
              onSubmit={(e) => {
                e.preventDefault();
                logSit();
              }}
            >
              <label>
                Sitter
                <select value={sitter} onChange={(e) => setSitter(e.target.value)}>
                  <option value="">Choose a family</option>
                  {ordered.map((f) => (
                    <option key={f} value={f}>
                      {f}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Sat for
                <select value={satFor} onChange={(e) => setSatFor(e.target.value)}>
                  <option value="">Choose a family</option>
                  {ordered.map((f) => (
                    <option key={f} value={f}>
                      {f}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Start
                <select value={start} onChange={(e) => setStart(e.target.value)}>
                  {START_HOURS.map((h) => (
                    <option key={h} value={String(h)}>
                      {clock(h)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Hours
                <input value={hoursInput} inputMode="numeric" onChange={(e) => setHoursInput(e.target.value)} />
              </label>
              <button type="submit">Log sit</button>
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
                  const b = balance(f);
                  return (
                    <li key={f}>
                      <span className="name">{f}</span>
                      <span className="detail">Balance: {points(b)}</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section aria-labelledby="sits-heading" className="panel">
            <h2 id="sits-heading">Sits</h2>
            {sits.length === 0 ? (
              <p className="empty">No sits yet</p>
            ) : (
              <ul className="plain">
                {sits.map((s) => (
                  <li key={s.number} className="sit-row">
                    <span>{sitLine(s)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

        </div>
      </div>
    </main>
  );
}
