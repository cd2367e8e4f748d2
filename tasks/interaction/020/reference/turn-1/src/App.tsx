import { useState } from "react";
import "./styles.css";
import { COURSES, Learner, money, sameName } from "./desk";

function emptyRolls(): Record<string, Learner[]> {
  return Object.fromEntries(COURSES.map((c) => [c.id, [] as Learner[]]));
}

export default function App() {
  const [name, setName] = useState("");
  const [courseId, setCourseId] = useState(COURSES[0].id);
  const [rolls, setRolls] = useState<Record<string, Learner[]>>(emptyRolls);
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");

  function enrol() {
    const learner = name.trim();
    if (learner === "") return setMessage("Enter a learner name");
    const course = COURSES.find((c) => c.id === courseId)!;
    const roll = rolls[course.id];
    const already = roll.find((l) => sameName(l.name, learner));
    if (already) return setMessage(`${already.name} is already on ${course.name}`);
    if (roll.length >= course.capacity) return setMessage(`${course.name} is full`);
    setRolls({ ...rolls, [course.id]: [...roll, { id: nextId, name: learner }] });
    setNextId(nextId + 1);
    setName("");
    setMessage("");
  }

  const feesTaken = COURSES.reduce((sum, c) => sum + rolls[c.id].length * c.fee, 0);

  return (
    <main>
      <h1>Evening class desk</h1>
      <section aria-labelledby="enrol-h">
        <h2 id="enrol-h">Enrol</h2>
        <div className="row">
          <label>
            Learner name
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Course
            <select value={courseId} onChange={(e) => setCourseId(e.target.value)}>
              {COURSES.map((c) => (
                <option key={c.id} value={c.id}>{c.name}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={enrol}>Enrol</button>
        </div>
        {message && <p className="message" role="status">{message}</p>}
      </section>

      {COURSES.map((c) => {
        const roll = rolls[c.id];
        return (
          <section key={c.id} aria-labelledby={`${c.id}-h`}>
            <h2 id={`${c.id}-h`}>{c.name}</h2>
            <p className="line">Fee: {money(c.fee)}</p>
            <p className="line">Places: {roll.length} of {c.capacity} taken</p>
            {roll.length === 0 ? (
              <p className="empty">No one enrolled yet</p>
            ) : (
              <ul aria-label={`${c.name} roll`}>
                {roll.map((l) => (
                  <li key={l.id}>{l.name}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}

      <p className="total">Fees taken: {money(feesTaken)}</p>
    </main>
  );
}
