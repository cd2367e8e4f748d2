import { useState } from "react";
import "./styles.css";
import {
  ATTEMPTS_MESSAGE,
  Climb,
  FONT,
  GRADES,
  MAX_ATTEMPTS,
  NAME_MESSAGE,
  parseAttempts,
  resultFor,
} from "./climbs";

export default function App() {
  const [climbs, setClimbs] = useState<Climb[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [grade, setGrade] = useState(0);
  const [attempts, setAttempts] = useState("1");
  const [sent, setSent] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);

  function logClimb(event: React.FormEvent) {
    event.preventDefault();
    const clean = name.trim();
    const count = parseAttempts(attempts);
    const problems: string[] = [];
    if (clean.length < 1 || clean.length > 30) problems.push(NAME_MESSAGE);
    if (count === null) problems.push(ATTEMPTS_MESSAGE);
    if (problems.length > 0) {
      setMessages(problems);
      return;
    }
    const same = climbs.find((c) => c.name.toLowerCase() === clean.toLowerCase());
    if (same) {
      setMessages([`${same.name} is already in the log`]);
      return;
    }
    setClimbs([...climbs, { id: nextId, name: clean, grade, attempts: count as number, sent }]);
    setNextId(nextId + 1);
    setName("");
    setAttempts("1");
    setSent(false);
    setMessages([]);
  }
  const rows = climbs;

  return (
    <main className="sheet">
      <h1>Climbing logbook</h1>

      <section className="card" aria-labelledby="log-heading">
        <h2 id="log-heading">Log a climb</h2>
        <form className="log-form" onSubmit={logClimb} noValidate>
          <label className="field">
            <span>Problem</span>
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="field">
            <span>Grade</span>
            <select value={grade} onChange={(e) => setGrade(Number(e.target.value))}>
              {GRADES.map((g, i) => (
                <option key={g} value={i}>
                  {g}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Attempts</span>
            <input type="number" inputMode="numeric" value={attempts} onChange={(e) => setAttempts(e.target.value)} />
          </label>
          <label className="check">
            <input type="checkbox" checked={sent} onChange={(e) => setSent(e.target.checked)} />
            <span>Sent</span>
          </label>
          <button type="submit">Log climb</button>
        </form>
        {messages.length > 0 && (
          <ul className="messages" role="alert">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="climbs-heading">
        <h2 id="climbs-heading">Climbs</h2>
        {climbs.length === 0 ? (
          <p className="empty">No climbs logged yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Problem</th>
                <th scope="col">Grade</th>
                <th scope="col">Font</th>
                <th scope="col">Attempts</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <td>{c.name}</td>
                  <td>{GRADES[c.grade]}</td>
                  <td>{FONT[c.grade]}</td>
                  <td>{c.attempts}</td>
                  <td>{resultFor(c)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="count">Climbs logged: {climbs.length}</p>
      </section>
    </main>
  );
}
