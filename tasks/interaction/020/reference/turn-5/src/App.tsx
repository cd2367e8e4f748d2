import { useState } from "react";
import "./styles.css";
import {
  CONCESSIONS, COURSES, Concession, Learner, Waiting, Withdrawal,
  feeFor, money, parseCapacity, parseSessions, refundFor, rollLine, sameName,
} from "./desk";

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
  const [sessions, setSessions] = useState("0");
  const [withdrawals, setWithdrawals] = useState<Withdrawal[]>([]);
  const [withdrawMessage, setWithdrawMessage] = useState("");
  const [paidIn, setPaidIn] = useState(0);
  const [capacities, setCapacities] = useState<Record<string, number>>(() =>
    Object.fromEntries(COURSES.map((c) => [c.id, c.capacity])),
  );
  const [capacityDrafts, setCapacityDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(COURSES.map((c) => [c.id, String(c.capacity)])),
  );
  const [capacityError, setCapacityError] = useState<{ course: string; text: string } | null>(null);

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
    if (roll.length >= capacities[course.id]) {
      setWaiting({ ...waiting, [course.id]: [...queue, { id: nextId, name: learner, concession }] });
      setMessage(`${learner} is on the waiting list for ${course.name} at place ${queue.length + 1}`);
    } else {
      const paid = feeFor(course, concession);
      setRolls({ ...rolls, [course.id]: [...roll, { id: nextId, name: learner, concession, paid }] });
      setPaidIn(paidIn + paid);
      setMessage("");
    }
    setNextId(nextId + 1);
    setName("");
    setConcession("None");
  }

  function removeFromList(courseKey: string, id: number) {
    setWaiting({ ...waiting, [courseKey]: waiting[courseKey].filter((w) => w.id !== id) });
  }

  function withdraw(courseKey: string, learner: Learner) {
    const attended = parseSessions(sessions);
    if (attended === null) return setWithdrawMessage("Enter sessions attended from 0 to 12");
    const course = COURSES.find((c) => c.id === courseKey)!;
    const refund = refundFor(learner.paid, attended);
    let roll = rolls[courseKey].filter((l) => l.id !== learner.id);
    let queue = waiting[courseKey];
    let paid = paidIn;
    let note = "";
    if (queue.length > 0 && roll.length < capacities[courseKey]) {
      const [first, ...rest] = queue;
      const fee = feeFor(course, first.concession);
      roll = [...roll, { id: first.id, name: first.name, concession: first.concession, paid: fee }];
      queue = rest;
      paid += fee;
      note = `${first.name} moved from the waiting list to ${course.name}`;
    }
    setRolls({ ...rolls, [courseKey]: roll });
    setWaiting({ ...waiting, [courseKey]: queue });
    setPaidIn(paid);
    setWithdrawals([...withdrawals, { id: learner.id, name: learner.name, course: course.name, refund }]);
    setWithdrawMessage("");
    setMessage(note);
  }

  function setCapacity(courseKey: string) {
    const course = COURSES.find((c) => c.id === courseKey)!;
    const lowest = Math.max(1, rolls[courseKey].length);
    const capacity = parseCapacity(capacityDrafts[courseKey], lowest);
    if (capacity === null) {
      return setCapacityError({ course: courseKey, text: `Enter a capacity from ${lowest} to 30` });
    }
    let roll = rolls[courseKey];
    let queue = waiting[courseKey];
    let paid = paidIn;
    let moved = 0;
    while (queue.length > 0 && roll.length < capacity) {
      const [first, ...rest] = queue;
      const fee = feeFor(course, first.concession);
      roll = [...roll, { id: first.id, name: first.name, concession: first.concession, paid: fee }];
      queue = rest;
      paid += fee;
      moved += 1;
    }
    setCapacities({ ...capacities, [courseKey]: capacity });
    setCapacityDrafts({ ...capacityDrafts, [courseKey]: String(capacity) });
    setRolls({ ...rolls, [courseKey]: roll });
    setWaiting({ ...waiting, [courseKey]: queue });
    setPaidIn(paid);
    setCapacityError(null);
    setMessage(moved > 0 ? `${moved} moved from the waiting list to ${course.name}` : "");
  }

  const collected = (id: string) => rolls[id].reduce((sum, l) => sum + l.paid, 0);
  const refunds = withdrawals.reduce((sum, w) => sum + w.refund, 0);

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

      <section aria-labelledby="withdrawals-h">
        <h2 id="withdrawals-h">Withdrawals</h2>
        <label>
          Sessions attended
          <input type="number" value={sessions} onChange={(e) => setSessions(e.target.value)} />
        </label>
        {withdrawMessage && <p className="message" role="status">{withdrawMessage}</p>}
        {withdrawals.length > 0 && (
          <ul aria-label="Withdrawals so far">
            {withdrawals.map((w, i) => (
              <li key={`${w.id}-${i}`}>{w.name} left {w.course}: refund {money(w.refund)}</li>
            ))}
          </ul>
        )}
        <p className="line">Refunds total: {money(refunds)}</p>
      </section>

      {COURSES.map((c) => {
        const roll = rolls[c.id];
        const queue = waiting[c.id];
        return (
          <section key={c.id} aria-labelledby={`${c.id}-h`}>
            <h2 id={`${c.id}-h`}>{c.name}</h2>
            <p className="line">Fee: {money(c.fee)}</p>
            <p className="line">Places: {roll.length} of {capacities[c.id]} taken</p>
            <div className="row">
              <label>
                Capacity
                <input
                  type="number"
                  value={capacityDrafts[c.id]}
                  onChange={(e) => setCapacityDrafts({ ...capacityDrafts, [c.id]: e.target.value })}
                />
              </label>
              <button type="button" onClick={() => setCapacity(c.id)}>Set capacity</button>
            </div>
            {capacityError?.course === c.id && <p className="message" role="status">{capacityError.text}</p>}
            <p className="line">Collected: {money(collected(c.id))}</p>
            {roll.length === 0 ? (
              <p className="empty">No one enrolled yet</p>
            ) : (
              <ul aria-label={`${c.name} roll`}>
                {roll.map((l) => (
                  <li key={l.id}>
                    <span>{rollLine(l)}</span>
                    <button type="button" onClick={() => withdraw(c.id, l)}>Withdraw</button>
                  </li>
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

      <section aria-labelledby="takings-h">
        <h2 id="takings-h">Takings</h2>
        <p className="line">Paid in: {money(paidIn)}</p>
        <p className="line">Refunded: {money(refunds)}</p>
        <p className="line total">Net: {money(paidIn - refunds)}</p>
      </section>
    </main>
  );
}
