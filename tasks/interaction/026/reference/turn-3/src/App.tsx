import { FormEvent, useState } from "react";
import {
  cardFee,
  hoursText,
  money,
  parseCents,
  parseHours,
  Person,
  pointsText,
  pointUnits,
  Role,
  ROLES,
  split,
  START_WEIGHTS,
} from "./pool";
import "./styles.css";

export default function App() {
  const [staff, setStaff] = useState<Person[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("Server");
  const [hours, setHours] = useState("");
  const [message, setMessage] = useState("");
  const [cashText, setCashText] = useState("");
  const [cardText, setCardText] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const weights = START_WEIGHTS;

  const cash = parseCents(cashText);
  const card = parseCents(cardText);
  const cashCents = cash ?? 0;
  const cardCents = card ?? 0;
  const fee = cardFee(cardCents);
  const pool = cashCents + cardCents - fee;
  const units = staff.map((p) => pointUnits(p, weights));
  const totalUnits = units.reduce((a, b) => a + b, 0);
  const shares = split(pool, units);
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
      (p) => p.id !== editing && p.name.toLowerCase() === trimmed.toLowerCase(),
    );
    if (same) return setMessage(`${same.name} is already in the pool`);
    const quarters = parseHours(hours);
    if (quarters === null) return setMessage("Hours must be quarter hours from 0.25 to 16");
    if (editing !== null) {
      setStaff(staff.map((p) => (p.id === editing ? { ...p, name: trimmed, role, quarters } : p)));
      setEditing(null);
    } else {
      setStaff([...staff, { id: nextId, name: trimmed, role, quarters }]);
      setNextId(nextId + 1);
    }
    setMessage("");
    resetForm();
  }

  function remove(id: number) {
    setStaff(staff.filter((p) => p.id !== id));
    if (editing === id) {
      setEditing(null);
      resetForm();
      setMessage("");
    }
  }

  function startEdit(p: Person) {
    setEditing(p.id);
    setName(p.name);
    setRole(p.role);
    setHours(hoursText(p.quarters));
    setMessage("");
  }

  function cancelEdit() {
    setEditing(null);
    resetForm();
    setMessage("");
  }

  return (
    <main>
      <h1>Tip pool</h1>

      <section aria-labelledby="tips-h">
        <h2 id="tips-h">Tonight's tips</h2>
        <div className="row">
          <div className="field">
            <label htmlFor="cash">Cash tips</label>
            <input id="cash" inputMode="decimal" value={cashText} onChange={(e) => setCashText(e.target.value)} />
            {cash === null && <p className="problem">Enter cash tips like 412.50</p>}
          </div>
          <div className="field">
            <label htmlFor="card">Card tips</label>
            <input id="card" inputMode="decimal" value={cardText} onChange={(e) => setCardText(e.target.value)} />
            {card === null && <p className="problem">Enter card tips like 412.50</p>}
          </div>
        </div>
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
          <button type="submit">{editing === null ? "Add to pool" : "Save changes"}</button>
          {editing !== null && (
            <button type="button" onClick={cancelEdit}>
              Cancel edit
            </button>
          )}
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
                <th scope="col">Points</th>
                <th scope="col">Share</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.map((p, i) => (
                <tr key={p.id} className={p.id === editing ? "editing" : undefined}>
                  <td>{p.name}</td>
                  <td>{p.role}</td>
                  <td className="num">{hoursText(p.quarters)}</td>
                  <td className="num">{pointsText(units[i])}</td>
                  <td className="num">{money(shares[i])}</td>
                  <td className="actions">
                    <button type="button" onClick={() => startEdit(p)}>
                      Edit
                    </button>
                    <button type="button" onClick={() => remove(p.id)}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="summary">
          <p className="line">Total hours: {hoursText(totalQuarters)}</p>
          <p className="line">Total points: {pointsText(totalUnits)}</p>
          <p className="line">Cash tips: {money(cashCents)}</p>
          <p className="line">Card tips: {money(cardCents)}</p>
          <p className="line">Card fee (2.5%): {money(fee)}</p>
          <p className="total">Pool: {money(pool)}</p>
        </div>
      </section>
    </main>
  );
}
