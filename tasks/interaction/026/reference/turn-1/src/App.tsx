import { FormEvent, useState } from "react";
import {
  hoursText,
  money,
  parseCents,
  parseHours,
  Person,
  Role,
  ROLES,
  split,
} from "./pool";
import "./styles.css";

export default function App() {
  const [staff, setStaff] = useState<Person[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("Server");
  const [hours, setHours] = useState("");
  const [message, setMessage] = useState("");
  const [tipsText, setTipsText] = useState("");

  const tips = parseCents(tipsText);
  const pool = tips ?? 0;
  const shares = split(pool, staff.map((p) => p.quarters));
  const totalQuarters = staff.reduce((a, p) => a + p.quarters, 0);

  function resetForm() {
    setName("");
    setRole("Server");
    setHours("");
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") return setMessage("Enter a name");
    const same = staff.find(
      (p) => p.name.toLowerCase() === trimmed.toLowerCase(),
    );
    if (same) return setMessage(`${same.name} is already in the pool`);
    const quarters = parseHours(hours);
    if (quarters === null) return setMessage("Hours must be quarter hours from 0.25 to 16");
    setStaff([...staff, { id: nextId, name: trimmed, role, quarters }]);
    setNextId(nextId + 1);
    setMessage("");
    resetForm();
  }

  return (
    <main>
      <h1>Tip pool</h1>

      <section aria-labelledby="tips-h">
        <h2 id="tips-h">Tonight's tips</h2>
        <label className="inline" htmlFor="tips">
          Tips
        </label>
        <input id="tips" inputMode="decimal" value={tipsText} onChange={(e) => setTipsText(e.target.value)} />
        {tips === null && <p className="problem">Enter tips like 412.50</p>}
      </section>

      <form aria-labelledby="add-h" onSubmit={submit} noValidate>
        <h2 id="add-h">Add staff</h2>
        <div className="row">
          <div className="field">
            <label htmlFor="name">Name</label>
            <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="role">Role</label>
            <select id="role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="hours">Hours</label>
            <input id="hours" className="short" inputMode="decimal" value={hours} onChange={(e) => setHours(e.target.value)} />
          </div>
          <button type="submit">Add to pool</button>
        </div>
        {message && (
          <p className="problem" role="alert">
            {message}
          </p>
        )}
      </form>

      <section aria-labelledby="staff-h">
        <h2 id="staff-h">Staff on shift</h2>
        {staff.length === 0 ? (
          <p>No staff in the pool yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Hours</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {staff.map((p, i) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  <td>{p.role}</td>
                  <td className="num">{hoursText(p.quarters)}</td>
                  <td className="num">{money(shares[i])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="summary">
          <p className="line">Total hours: {hoursText(totalQuarters)}</p>
          <p className="total">Pool: {money(pool)}</p>
        </div>
      </section>
    </main>
  );
}
