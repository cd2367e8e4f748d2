import { useState } from "react";
import LogForm from "./LogForm";
import Pyramid from "./Pyramid";
import Summary from "./Summary";
import { fontGrade, V_GRADES, vGrade } from "./grades";
import { climbPoints, newBestIds, resultLabel } from "./scoring";
import type { Climb } from "./types";
import "./styles.css";

type Kind = "all" | "sends" | "projects";

export default function App() {
  const [climbs, setClimbs] = useState<Climb[]>([]);
  const [nextId, setNextId] = useState(1);
  const [capMessage, setCapMessage] = useState<string | null>(null);
  const [kind, setKind] = useState<Kind>("all");
  const [minGrade, setMinGrade] = useState(0);

  function logClimb(name: string, grade: number, attempts: number, sent: boolean) {
    setClimbs((list) => [...list, { id: nextId, name, grade, attempts, sent }]);
    setNextId((n) => n + 1);
    setCapMessage(null);
  }

  function addAttempt(climb: Climb, markSent: boolean) {
    if (climb.attempts >= 99) {
      setCapMessage(`${climb.name} already has 99 attempts`);
      return;
    }
    setClimbs((list) =>
      list.map((c) => (c.id === climb.id ? { ...c, attempts: c.attempts + 1, sent: markSent || c.sent } : c)),
    );
    setCapMessage(null);
  }

  function removeClimb(climb: Climb) {
    setClimbs((list) => list.filter((c) => c.id !== climb.id));
    setCapMessage(null);
  }

  const bestIds = newBestIds(climbs);
  const matching = climbs.filter((c) => {
    if (kind === "sends" && !c.sent) return false;
    if (kind === "projects" && c.sent) return false;
    return c.grade >= minGrade;
  });
  const shown = matching;

  return (
    <main className="page">
      <h1>Climbing logbook</h1>
      <section className="card" aria-labelledby="log-heading">
        <h2 id="log-heading">Log a climb</h2>
        <LogForm climbs={climbs} onLog={logClimb} />
      </section>

      <section className="card" aria-labelledby="climbs-heading">
        <h2 id="climbs-heading">Climbs</h2>
        <div className="filters">
          <div className="field">
            <label htmlFor="filter-kind">Show</label>
            <select id="filter-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
              <option value="all">All climbs</option>
              <option value="sends">Sends</option>
              <option value="projects">Projects</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-grade">Grades from</label>
            <select id="filter-grade" value={minGrade} onChange={(e) => setMinGrade(Number(e.target.value))}>
              {V_GRADES.map((label, index) => (
                <option key={label} value={index}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {capMessage && (
          <p className="message" role="alert">
            {capMessage}
          </p>
        )}
        {climbs.length === 0 ? (
          <p className="muted">No climbs logged yet</p>
        ) : shown.length === 0 ? (
          <p className="muted">No climbs match these filters</p>
        ) : (
          <div className="table-wrap">
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
                {shown.map((climb) => (
                  <tr key={climb.id}>
                    <td>{climb.name}</td>
                    <td>{vGrade(climb.grade)}</td>
                    <td>{fontGrade(climb.grade)}</td>
                    <td className="num">{climb.attempts}</td>
                    <td>{resultLabel(climb)}</td>
                    <td className="num">{climbPoints(climb)}</td>
                    <td>{bestIds.has(climb.id) ? "New best" : ""}</td>
                    <td className="actions">
                      {!climb.sent && (
                        <>
                          <button type="button" onClick={() => addAttempt(climb, false)}>
                            Add attempt
                          </button>
                          <button type="button" onClick={() => addAttempt(climb, true)}>
                            Sent it
                          </button>
                        </>
                      )}
                      <button type="button" className="secondary" onClick={() => removeClimb(climb)}>
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="count">
          Showing {shown.length} of {climbs.length} climbs
        </p>
      </section>

      <Summary climbs={climbs} />
      <Pyramid climbs={climbs} />
    </main>
  );
}
