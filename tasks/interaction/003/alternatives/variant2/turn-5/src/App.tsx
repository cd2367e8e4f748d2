import { useState } from "react";
import "./styles.css";

const STAFF = [
  { name: "Dev", contract: 40, rate: 24 },
  { name: "Ines", contract: 24, rate: 22 },
  { name: "Kofi", contract: 16, rate: 19.5 },
  { name: "Lena", contract: 30, rate: 21 },
];
const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

type Shift = { id: number; staff: string; day: string; start: number; end: number };

const toMinutes = (text: string) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return Number(m[1]) * 60 + Number(m[2]);
};
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const hours = (minutes: number) => `${(minutes / 60).toFixed(1)} h`;
const dollars = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const length = (s: Shift) => s.end - s.start;

export default function App() {
  const [shifts, setShifts] = useState<Shift[]>([]);
  const [staff, setStaff] = useState("Dev");
  const [day, setDay] = useState("Mon");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState("");
  const [showDay, setShowDay] = useState("All days");
  const [nextId, setNextId] = useState(1);

  const minutesFor = (name: string) => shifts.filter((s) => s.staff === name).reduce((sum, s) => sum + length(s), 0);
  const overtimeFor = (name: string) => Math.max(0, minutesFor(name) - STAFF.find((p) => p.name === name)!.contract * 60);
  const costFor = (name: string) => {
    const person = STAFF.find((p) => p.name === name)!;
    const over = overtimeFor(name);
    return ((minutesFor(name) - over) / 60) * person.rate + (over / 60) * person.rate * 1.5;
  };
  const totalMinutes = shifts.reduce((sum, s) => sum + length(s), 0);
  const totalCost = STAFF.reduce((sum, p) => sum + costFor(p.name), 0);
  const totalOvertime = STAFF.reduce((sum, p) => sum + overtimeFor(p.name), 0);

  function problem(candidate: Shift): string | null {
    if (candidate.end <= candidate.start) return "End must be after start";
    const others = shifts.filter((s) => s.id !== candidate.id && s.staff === candidate.staff);
    if (others.some((s) => s.day === candidate.day && s.start < candidate.end && candidate.start < s.end)) {
      return "Overlaps another shift";
    }
    return null;
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const s = toMinutes(start);
    const e = toMinutes(end);
    if (s === null || e === null) return setMessage("Enter start and end as HH:MM");
    const candidate = { id: editing ?? nextId, staff, day, start: s, end: e };
    const error = problem(candidate);
    if (error) return setMessage(error);
    if (editing === null) {
      setShifts([...shifts, candidate]);
      setNextId(nextId + 1);
    } else {
      setShifts(shifts.map((x) => (x.id === editing ? candidate : x)));
      setEditing(null);
    }
    setMessage("");
    setStart("");
    setEnd("");
  }

  function edit(s: Shift) {
    setEditing(s.id);
    setStaff(s.staff);
    setDay(s.day);
    setStart(clock(s.start));
    setEnd(clock(s.end));
    setMessage("");
  }

  function cancelEdit() {
    setEditing(null);
    setStart("");
    setEnd("");
    setMessage("");
  }

  function copyToNextDay(s: Shift) {
    const candidate = { ...s, id: nextId, day: DAYS[DAYS.indexOf(s.day) + 1] };
    const error = problem(candidate);
    if (error) return setMessage(error);
    setShifts([...shifts, candidate]);
    setNextId(nextId + 1);
    setMessage("");
  }

  const ordered = [...shifts].sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day) || a.start - b.start);
  const listed = ordered.filter((s) => showDay === "All days" || s.day === showDay);

  return (
    <main>
      <h1>Depot shift roster</h1>
      <div className="layout">
        <div>
          <form onSubmit={submit}>
            <label>
              Staff member
              <select value={staff} onChange={(e) => setStaff(e.target.value)}>
                {STAFF.map((p) => <option key={p.name}>{p.name}</option>)}
              </select>
            </label>
            <label>
              Day
              <select value={day} onChange={(e) => setDay(e.target.value)}>
                {DAYS.map((d) => <option key={d}>{d}</option>)}
              </select>
            </label>
            <label>
              Start
              <input value={start} onChange={(e) => setStart(e.target.value)} inputMode="numeric" />
            </label>
            <label>
              End
              <input value={end} onChange={(e) => setEnd(e.target.value)} inputMode="numeric" />
            </label>
            <button type="submit">{editing === null ? "Add shift" : "Save changes"}</button>
            {editing !== null && <button type="button" className="secondary" onClick={cancelEdit}>Cancel edit</button>}
          </form>
          <p className="error" role="status" aria-live="polite">{message}</p>
          <label className="filter">
            Show shifts for
            <select value={showDay} onChange={(e) => setShowDay(e.target.value)}>
              <option>All days</option>
              {DAYS.map((d) => <option key={d}>{d}</option>)}
            </select>
          </label>
          {listed.length === 0 ? <p className="empty">No shifts to show.</p> : (
            <ul className="shifts">
              {listed.map((s) => (
                <li key={s.id} className={editing === s.id ? "editing" : ""}>
                  <span className="when">{s.day}</span>
                  <span className="who">{s.staff}</span>
                  <span>{clock(s.start)}–{clock(s.end)}</span>
                  <span className="len">{hours(length(s))}</span>
                  <span className="actions">
                    <button type="button" className="secondary" onClick={() => edit(s)}>Edit</button>
                    <button type="button" className="secondary" disabled={s.day === "Sun"} onClick={() => copyToNextDay(s)}>
                      Copy to next day
                    </button>
                    <button type="button" className="secondary" onClick={() => setShifts(shifts.filter((x) => x.id !== s.id))}>
                      Remove
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="total">Total rostered: {hours(totalMinutes)}</p>
          <p className="total">Overtime this week: {hours(totalOvertime)}</p>
        </div>
        <div>
          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading">Hours by person</h2>
            {STAFF.map((p) => (
              <p key={p.name}>
                {p.name}: {hours(minutesFor(p.name)).replace(" h", "")} of {p.contract} h
                {overtimeFor(p.name) > 0 && ` (${hours(overtimeFor(p.name))} overtime)`}
              </p>
            ))}
          </section>
          <section aria-labelledby="cost-heading">
            <h2 id="cost-heading">Labour cost</h2>
            {STAFF.map((p) => <p key={p.name}>{p.name}: {dollars(costFor(p.name))}</p>)}
            <p className="total">Total cost: {dollars(totalCost)}</p>
          </section>
        </div>
      </div>
    </main>
  );
}
