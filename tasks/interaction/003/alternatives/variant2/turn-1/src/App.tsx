import { useState } from "react";
import "./styles.css";

const STAFF = [
  { name: "Dev" },
  { name: "Ines" },
  { name: "Kofi" },
  { name: "Lena" },
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
const length = (s: Shift) => s.end - s.start;

export default function App() {
  const [shifts, setShifts] = useState<Shift[]>([]);
  const [staff, setStaff] = useState("Dev");
  const [day, setDay] = useState("Mon");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [message, setMessage] = useState("");
  const [nextId, setNextId] = useState(1);

  const minutesFor = (name: string) => shifts.filter((s) => s.staff === name).reduce((sum, s) => sum + length(s), 0);
  const totalMinutes = shifts.reduce((sum, s) => sum + length(s), 0);

  function problem(candidate: Shift): string | null {
    if (candidate.end <= candidate.start) return "End must be after start";
    return null;
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const s = toMinutes(start);
    const e = toMinutes(end);
    if (s === null || e === null) return setMessage("Enter start and end as HH:MM");
    const candidate = { id: nextId, staff, day, start: s, end: e };
    const error = problem(candidate);
    if (error) return setMessage(error);
    setShifts([...shifts, candidate]);
    setNextId(nextId + 1);
    setMessage("");
    setStart("");
    setEnd("");
  }

  const ordered = [...shifts].sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day) || a.start - b.start);

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
            <button type="submit">Add shift</button>
          </form>
          <p className="error" role="status" aria-live="polite">{message}</p>
          {ordered.length === 0 ? <p className="empty">No shifts yet.</p> : (
            <ul className="shifts">
              {ordered.map((s) => (
                <li key={s.id}>
                  <span className="when">{s.day}</span>
                  <span className="who">{s.staff}</span>
                  <span>{clock(s.start)}–{clock(s.end)}</span>
                  <span className="len">{hours(length(s))}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="total">Total rostered: {hours(totalMinutes)}</p>
        </div>
        <div>
          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading">Hours by person</h2>
            {STAFF.map((p) => (
              <p key={p.name}>
                {p.name}: {hours(minutesFor(p.name))}
              </p>
            ))}
          </section>
        </div>
      </div>
    </main>
  );
}
