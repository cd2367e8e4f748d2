import { useState } from "react";
import LogForm from "./LogForm";
import Summary from "./Summary";
import { fontGrade, vGrade } from "./grades";
import { climbPoints, resultLabel } from "./scoring";
import type { Climb } from "./types";
import "./styles.css";

export default function App() {
  const [climbs, setClimbs] = useState<Climb[]>([]);
  const [nextId, setNextId] = useState(1);

  function logClimb(name: string, grade: number, attempts: number, sent: boolean) {
    setClimbs((list) => [...list, { id: nextId, name, grade, attempts, sent }]);
    setNextId((n) => n + 1);
  }

  return (
    <main className="page">
      <h1>Climbing logbook</h1>
      <section className="card" aria-labelledby="log-heading">
        <h2 id="log-heading">Log a climb</h2>
        <LogForm climbs={climbs} onLog={logClimb} />
      </section>

      <section className="card" aria-labelledby="climbs-heading">
        <h2 id="climbs-heading">Climbs</h2>
        {climbs.length === 0 ? (
          <p className="muted">No climbs logged yet</p>
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
                </tr>
              </thead>
              <tbody>
                {climbs.map((climb) => (
                  <tr key={climb.id}>
                    <td>{climb.name}</td>
                    <td>{vGrade(climb.grade)}</td>
                    <td>{fontGrade(climb.grade)}</td>
                    <td className="num">{climb.attempts}</td>
                    <td>{resultLabel(climb)}</td>
                    <td className="num">{climbPoints(climb)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="count">Climbs logged: {climbs.length}</p>
      </section>
      <Summary climbs={climbs} />
    </main>
  );
}
