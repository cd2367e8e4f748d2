import { useState } from "react";
import "./styles.css";
import {
  ATTEMPTS_MESSAGE,
  Climb,
  FONT,
  GRADES,
  MAX_ATTEMPTS,
  NAME_MESSAGE,
  hardestSend,
  newBests,
  parseAttempts,
  pointsFor,
  pyramid,
  resultFor,
} from "./climbs";

type Show = "all" | "sends" | "projects";

export default function App() {
  const [climbs, setClimbs] = useState<Climb[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [grade, setGrade] = useState(0);
  const [attempts, setAttempts] = useState("1");
  const [sent, setSent] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [climbMessage, setClimbMessage] = useState("");
  const [show, setShow] = useState<Show>("all");
  const [gradeFrom, setGradeFrom] = useState(0);

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
    setClimbMessage("");
  }

  function addAttempt(c: Climb, send: boolean) {
    if (c.attempts >= MAX_ATTEMPTS) {
      setClimbMessage(`${c.name} already has ${MAX_ATTEMPTS} attempts`);
      return;
    }
    setClimbs(climbs.map((x) => (x.id === c.id ? { ...x, attempts: x.attempts + 1, sent: x.sent || send } : x)));
    setClimbMessage("");
  }

  function removeClimb(c: Climb) {
    setClimbs(climbs.filter((x) => x.id !== c.id));
    setClimbMessage("");
  }

  const sends = climbs.filter((c) => c.sent);
  const points = climbs.reduce((sum, c) => sum + pointsFor(c), 0);
  const hardest = hardestSend(climbs);
  const lines = pyramid(climbs);
  const bests = newBests(climbs);
  const filtered = climbs.filter(
    (c) => (show === "all" || (show === "sends" ? c.sent : !c.sent)) && c.grade >= gradeFrom,
  );
  const rows = filtered;

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
        <div className="filters">
          <label className="field">
            <span>Show</span>
            <select value={show} onChange={(e) => setShow(e.target.value as Show)}>
              <option value="all">All climbs</option>
              <option value="sends">Sends</option>
              <option value="projects">Projects</option>
            </select>
          </label>
          <label className="field">
            <span>Grades from</span>
            <select value={gradeFrom} onChange={(e) => setGradeFrom(Number(e.target.value))}>
              {GRADES.map((g, i) => (
                <option key={g} value={i}>
                  {g}
                </option>
              ))}
            </select>
          </label>
        </div>
        {climbMessage && (
          <p className="climb-message" role="alert">
            {climbMessage}
          </p>
        )}
        {climbs.length === 0 ? (
          <p className="empty">No climbs logged yet</p>
        ) : rows.length === 0 ? (
          <p className="empty">No climbs match these filters</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Problem</th>
                <th scope="col">Grade</th>
                <th scope="col">Font</th>
                <th scope="col">Attempts</th>
                <th scope="col">Result</th>
                <th scope="col">Points</th>
                <th scope="col">Best</th>
                <th scope="col">Actions</th>
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
                  <td>{pointsFor(c)}</td>
                  <td>{bests.has(c.id) ? "New best" : ""}</td>
                  <td className="actions">
                    {!c.sent && (
                      <>
                        <button type="button" onClick={() => addAttempt(c, false)}>
                          Add attempt
                        </button>
                        <button type="button" onClick={() => addAttempt(c, true)}>
                          Sent it
                        </button>
                      </>
                    )}
                    <button type="button" onClick={() => removeClimb(c)}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="count">
          Showing {climbs.length === 0 ? 0 : rows.length} of {climbs.length} climbs
        </p>
      </section>

      <section className="card" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Session summary</h2>
        <p>
          Sends: {sends.length} of {climbs.length}
        </p>
        <p>Points: {points}</p>
        <p>
          Hardest send: {hardest ? `${GRADES[hardest.grade]} (${FONT[hardest.grade]}) ${hardest.name}` : "none"}
        </p>
      </section>

      <section className="card" aria-labelledby="pyramid-heading">
        <h2 id="pyramid-heading">Pyramid</h2>
        {lines.length === 0 ? (
          <p className="empty">No sends yet</p>
        ) : (
          <ul className="pyramid">
            {lines.map((l) => (
              <li key={l.grade}>
                {GRADES[l.grade]} ({FONT[l.grade]}): {l.sends} {l.sends === 1 ? "send" : "sends"}
                {l.topHeavy ? " (top-heavy)" : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
