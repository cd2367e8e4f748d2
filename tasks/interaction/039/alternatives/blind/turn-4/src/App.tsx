import { useState } from "react";
import type { FormEvent } from "react";
import {
  ALLOWANCE,
  LOW_BALANCE,
  START_HOURS,
  balanceOf,
  compareNames,
  familiesText,
  hourLabel,
  parseHours,
  pointsText,
  sitLine,
  sitPoints,
} from "./ledger";
import type { Sit } from "./ledger";
import Statement from "./Statement";
import "./styles.css";

const NAME_PATTERN = /^[\p{L} '-]+$/u;
const HOURS_MESSAGE = "Hours must be a whole number from 1 to 8";

export default function App() {
  const [families, setFamilies] = useState<string[]>([]);
  const [sits, setSits] = useState<Sit[]>([]);
  const [message, setMessage] = useState("");

  const [nameInput, setNameInput] = useState("");

  const [sitter, setSitter] = useState("");
  const [satFor, setSatFor] = useState("");
  const [start, setStart] = useState("18");
  const [hoursInput, setHoursInput] = useState("");

  const sorted = [...families].sort(compareNames);
  const balances = new Map(sorted.map((f) => [f, balanceOf(f, sits)]));

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

  function logSit(e: FormEvent) {
    e.preventDefault();
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
    const points = sitPoints(startHour, hours);
    const available = balances.get(satFor) ?? 0;
    if (points > available) {
      setMessage(`${satFor} has ${pointsText(available)}; this sit costs ${points}`);
      return;
    }
    const sit: Sit = {
      no: sits.length + 1,
      sitter,
      satFor,
      start: startHour,
      hours,
      points,
      cancelled: false,
    };
    setSits([...sits, sit]);
    setHoursInput("");
    setMessage(`Logged ${pointsText(points)}: ${sitter} sat for ${satFor}`);
  }

  function cancelSit(no: number) {
    const sit = sits.find((s) => s.no === no);
    if (!sit || sit.cancelled) return;
    const sitterBalance = balances.get(sit.sitter) ?? 0;
    if (sitterBalance < sit.points) {
      setMessage(
        `${sit.sitter} has ${pointsText(sitterBalance)}; cancelling sit ${sit.no} takes back ${sit.points}`,
      );
      return;
    }
    setSits(sits.map((s) => (s.no === no ? { ...s, cancelled: true } : s)));
    setMessage(`Cancelled sit ${no}`);
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
                      {balance < LOW_BALANCE && <span className="low">Low balance</span>}
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

          <form className="card" onSubmit={logSit} noValidate aria-labelledby="log-heading">
            <h2 id="log-heading">Log a sit</h2>
            <div className="field">
              <label htmlFor="sitter">Sitter</label>
              <select id="sitter" value={sitter} onChange={(e) => setSitter(e.target.value)}>
                <option value="">Choose a family</option>
                {sorted.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="sat-for">Sat for</label>
              <select id="sat-for" value={satFor} onChange={(e) => setSatFor(e.target.value)}>
                <option value="">Choose a family</option>
                {sorted.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="start">Start</label>
              <select id="start" value={start} onChange={(e) => setStart(e.target.value)}>
                {START_HOURS.map((h) => (
                  <option key={h} value={String(h)}>
                    {hourLabel(h)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="hours">Hours</label>
              <input
                id="hours"
                type="text"
                inputMode="numeric"
                value={hoursInput}
                onChange={(e) => setHoursInput(e.target.value)}
              />
            </div>
            <button type="submit">Log sit</button>
          </form>
        </div>

        <div className="column">
          <section className="card" aria-labelledby="sits-heading">
            <h2 id="sits-heading">Sits</h2>
            {sits.length === 0 ? (
              <p className="muted">No sits yet</p>
            ) : (
              <ol className="sit-list">
                {sits.map((s) => (
                  <li key={s.no} className={s.cancelled ? "cancelled" : undefined}>
                    <span className="sit-line">{sitLine(s)}</span>
                    {!s.cancelled && (
                      <button type="button" className="secondary" onClick={() => cancelSit(s.no)}>
                        Cancel sit
                      </button>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>

          <Statement families={sorted} sits={sits} balances={balances} />
        </div>
      </div>
    </main>
  );
}
