import { useState } from "react";
import "./styles.css";
import { DAYS, DAY_LIMIT, Entry, formatTime, money, parseRate, parseWhole, payCents } from "./timesheet";

const TIME_MESSAGE = "Enter a time from 0 h 01 min to 16 h 00 min";

export default function App() {
  const [day, setDay] = useState(0);
  const [hours, setHours] = useState("");
  const [minutes, setMinutes] = useState("");
  const [entries, setEntries] = useState<Entry[]>([]);
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");
  const [rate, setRate] = useState("45");

  function add() {
    const h = parseWhole(hours, 0, 16);
    const m = parseWhole(minutes, 0, 59);
    if (h === null || m === null) return setMessage(TIME_MESSAGE);
    const total = h * 60 + m;
    if (total < 1 || total > DAY_LIMIT) return setMessage(TIME_MESSAGE);
    const dayTotal = entries.filter((e) => e.day === day).reduce((s, e) => s + e.minutes, 0);
    if (dayTotal + total > DAY_LIMIT) return setMessage(`${DAYS[day]} would go over 16 h 00 min`);
    setEntries([...entries, { id: nextId, day, minutes: total }]);
    setNextId(nextId + 1);
    setHours("");
    setMinutes("");
    setMessage("");
  }

  const weekMinutes = entries.reduce((s, e) => s + e.minutes, 0);
  const rateCents = parseRate(rate);

  return (
    <main>
      <h1>Weekly timesheet</h1>
      <section aria-labelledby="new-entry-h">
        <h2 id="new-entry-h">New entry</h2>
        <div className="row">
          <label>
            Day
            <select value={day} onChange={(e) => setDay(Number(e.target.value))}>
              {DAYS.map((d, i) => (
                <option key={d} value={i}>{d}</option>
              ))}
            </select>
          </label>
          <label>
            Hours
            <input type="number" value={hours} onChange={(e) => setHours(e.target.value)} />
          </label>
          <label>
            Minutes
            <input type="number" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          </label>
          <button type="button" onClick={add}>Add entry</button>
        </div>
        {message && <p className="problem" role="alert">{message}</p>}
      </section>

      <section aria-labelledby="entries-h">
        <h2 id="entries-h">Entries</h2>
        {entries.length === 0 ? (
          <p>No entries yet</p>
        ) : (
          <ul>
            {entries.map((e) => (
              <li key={e.id}>
                <span className="day">{DAYS[e.day]}</span>
                <span>{formatTime(e.minutes)}</span>
                <button type="button" onClick={() => setEntries(entries.filter((x) => x.id !== e.id))}>Remove</button>
              </li>
            ))}
          </ul>
        )}
        <p className="total">Week total: {formatTime(weekMinutes)}</p>
      </section>

      <section aria-labelledby="pay-h">
        <h2 id="pay-h">Pay</h2>
        <label className="inline">
          Hourly rate
          <input type="number" value={rate} onChange={(e) => setRate(e.target.value)} />
        </label>
        {rateCents === null ? (
          <p className="problem">Enter an hourly rate from 1 to 500</p>
        ) : (
          <p className="total">Pay: {money(payCents(weekMinutes, rateCents))}</p>
        )}
      </section>
    </main>
  );
}
