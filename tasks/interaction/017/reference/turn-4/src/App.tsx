import { useState } from "react";
import "./styles.css";
import {
  DAYS, DAY_LIMIT, Entry, Rounding, Split, billed, dayLines, dayText, formatTime, money, parseRate, parseWhole, payCents, split,
} from "./timesheet";

const TIME_MESSAGE = "Enter a time from 0 h 01 min to 16 h 00 min";

export default function App() {
  const [day, setDay] = useState(0);
  const [hours, setHours] = useState("");
  const [minutes, setMinutes] = useState("");
  const [entries, setEntries] = useState<Entry[]>([]);
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");
  const [rate, setRate] = useState("45");
  const [rounding, setRounding] = useState<Rounding>("exact");
  const [editing, setEditing] = useState<number | null>(null);

  function save() {
    const h = parseWhole(hours, 0, 16);
    const m = parseWhole(minutes, 0, 59);
    if (h === null || m === null) return setMessage(TIME_MESSAGE);
    const total = h * 60 + m;
    if (total < 1 || total > DAY_LIMIT) return setMessage(TIME_MESSAGE);
    const dayTotal = entries
      .filter((e) => e.day === day && e.id !== editing)
      .reduce((s, e) => s + e.minutes, 0);
    if (dayTotal + total > DAY_LIMIT) return setMessage(`${DAYS[day]} would go over 16 h 00 min`);
    if (editing === null) {
      setEntries([...entries, { id: nextId, day, minutes: total }]);
      setNextId(nextId + 1);
    } else {
      setEntries(entries.map((e) => (e.id === editing ? { ...e, day, minutes: total } : e)));
    }
    endEdit();
  }

  function endEdit() {
    setEditing(null);
    setHours("");
    setMinutes("");
    setMessage("");
  }

  function startEdit(entry: Entry) {
    setEditing(entry.id);
    setDay(entry.day);
    setHours(String(Math.floor(entry.minutes / 60)));
    setMinutes(String(entry.minutes % 60));
    setMessage("");
  }

  function remove(entry: Entry) {
    setEntries(entries.filter((x) => x.id !== entry.id));
    if (entry.id === editing) endEdit();
  }

  const rateCents = parseRate(rate);
  const days = dayLines(entries, rounding);
  const week = split(days);

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
          <button type="button" onClick={save}>{editing === null ? "Add entry" : "Save entry"}</button>
          {editing !== null && (
            <button type="button" onClick={endEdit}>Cancel edit</button>
          )}
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
              <li key={e.id} className={e.id === editing ? "editing" : undefined}>
                <span className="day">{DAYS[e.day]}</span>
                <span>{formatTime(e.minutes)}</span>
                {rounding === "quarter" && <span className="billed">billed {formatTime(billed(e, rounding))}</span>}
                <button type="button" onClick={() => startEdit(e)}>Edit</button>
                <button type="button" onClick={() => remove(e)}>Remove</button>
              </li>
            ))}
          </ul>
        )}
        <p className="total">Week total: {formatTime(week.total)}</p>
      </section>

      <section aria-labelledby="days-h">
        <h2 id="days-h">Days</h2>
        {days.length === 0 ? (
          <p>No days yet</p>
        ) : (
          <ul>
            {days.map((d) => (
              <li key={d.day}>{dayText(d)}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="pay-h">
        <h2 id="pay-h">Pay</h2>
        <label className="inline">
          Hourly rate
          <input type="number" value={rate} onChange={(e) => setRate(e.target.value)} />
        </label>
        <label className="inline">
          Rounding
          <select value={rounding} onChange={(e) => setRounding(e.target.value as Rounding)}>
            <option value="exact">Exact minutes</option>
            <option value="quarter">Nearest quarter hour</option>
          </select>
        </label>
        {rateCents === null ? (
          <p className="problem">Enter an hourly rate from 1 to 500</p>
        ) : (
          <PayLines week={week} rateCents={rateCents} />
        )}
      </section>
    </main>
  );
}

function PayLines({ week, rateCents }: { week: Split; rateCents: number }) {
  const regularPay = payCents(week.regular, rateCents);
  const overtimePay = payCents(week.overtime, rateCents, 3, 2);
  const weekendPay = payCents(week.weekend, rateCents, 2, 1);
  return (
    <div>
      <p className="line">Regular pay: {money(regularPay)}</p>
      <p className="line">Overtime pay: {money(overtimePay)}</p>
      <p className="line">Weekend pay: {money(weekendPay)}</p>
      <p className="total">Total pay: {money(regularPay + overtimePay + weekendPay)}</p>
    </div>
  );
}
