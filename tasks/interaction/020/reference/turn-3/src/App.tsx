import { useState } from "react";
import "./styles.css";
import { CONCESSIONS, COURSES, Concession, Learner, Waiting, feeFor, money, rollLine, sameName } from "./desk";

function perCourse<T>(): Record<string, T[]> {
  return Object.fromEntries(COURSES.map((c) => [c.id, [] as T[]]));
}

export default function App() {
  const [name, setName] = useState("");
  const [courseId, setCourseId] = useState(COURSES[0].id);
  const [concession, setConcession] = useState<Concession>("None");
  const [rolls, setRolls] = useState<Record<string, Learner[]>>(() => perCourse<Learner>());
  const [waiting, setWaiting] = useState<Record<string, Waiting[]>>(() => perCourse<Waiting>());
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");

  function enrol() {
    const learner = name.trim();
    if (learner === "") return setMessage("Enter a learner name");
    const course = COURSES.find((c) => c.id === courseId)!;
    const roll = rolls[course.id];
    const queue = waiting[course.id];
    const already = roll.find((l) => sameName(l.name, learner));
    if (already) return setMessage(`${already.name} is already on ${course.name}`);
    const queued = queue.find((w) => sameName(w.name, learner));
    if (queued) return setMessage(`${queued.name} is already waiting for ${course.name}`);
    if (roll.length >= course.capacity) {
      setWaiting({ ...waiting, [course.id]: [...queue, { id: nextId, name: learner, concession }] });
      setMessage(`${learner} is on the waiting list for ${course.name} at place ${queue.length + 1}`);
    } else {
      const paid = feeFor(course, concession);
      setRolls({ ...rolls, [course.id]: [...roll, { id: nextId, name: learner, concession, paid }] });
      setMessage("");
    }
    setNextId(nextId + 1);
    setName("");
    setConcession("None");
  }

  function removeFromList(courseKey: string, id: number) {
    setWaiting({ ...waiting, [courseKey]: waiting[courseKey].filter((w) => w.id !== id) });
  }

  const collected = (id: string) => rolls[id].reduce((sum, l) => sum + l.paid, 0);
  const feesTaken = COURSES.reduce((sum, c) => sum + collected(c.id), 0);

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
          <label>
            Concession
            <select value={concession} onChange={(e) => setConcession(e.target.value as Concession)}>
              {CONCESSIONS.map((k) => (
                <option key={k} value={k}>{k}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={enrol}>Enrol</button>
        </div>
        {message && <p className="message" role="status">{message}</p>}
      </section>

      {COURSES.map((c) => {
        const roll = rolls[c.id];
        const queue = waiting[c.id];
        return (
          <section key={c.id} aria-labelledby={`${c.id}-h`}>
            <h2 id={`${c.id}-h`}>{c.name}</h2>
            <p className="line">Fee: {money(c.fee)}</p>
            <p className="line">Places: {roll.length} of {c.capacity} taken</p>
            <p className="line">Collected: {money(collected(c.id))}</p>
            {roll.length === 0 ? (
              <p className="empty">No one enrolled yet</p>
            ) : (
              <ul aria-label={`${c.name} roll`}>
                {roll.map((l) => (
                  <li key={l.id}>{rollLine(l)}</li>
                ))}
              </ul>
            )}
            <h3>Waiting list</h3>
            {queue.length === 0 ? (
              <p className="empty">No one waiting</p>
            ) : (
              <ul aria-label={`${c.name} waiting list`}>
                {queue.map((w, i) => (
                  <li key={w.id}>
                    <span>{i + 1}. {w.name}</span>
                    <button type="button" onClick={() => removeFromList(c.id, w.id)}>Remove from list</button>
                  </li>
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
