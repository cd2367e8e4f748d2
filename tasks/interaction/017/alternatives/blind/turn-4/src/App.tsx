import { useState } from "react";
import DaysSection from "./DaysSection";
import EntryForm from "./EntryForm";
import PaySection, { type PayFigures } from "./PaySection";
import { parseRateCents, payCents } from "./money";
import { billedMinutes, summarizeDays, type Rounding } from "./summary";
import { DAY_LIMIT, formatTime, parseWhole, type Day, type Entry } from "./time";
import "./styles.css";

const TIME_MESSAGE = "Enter a time from 0 h 01 min to 16 h 00 min";

export default function App() {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [nextId, setNextId] = useState(1);
  const [day, setDay] = useState<Day>("Monday");
  const [hours, setHours] = useState("");
  const [minutes, setMinutes] = useState("");
  const [message, setMessage] = useState("");
  const [editingId, setEditingId] = useState<number | null>(null);
  const [rate, setRate] = useState("45");
  const [rounding, setRounding] = useState<Rounding>("exact");

  function submitEntry() {
    const h = parseWhole(hours, 16);
    const m = parseWhole(minutes, 59);
    if (h === null || m === null) {
      setMessage(TIME_MESSAGE);
      return;
    }
    const time = h * 60 + m;
    if (time <= 0 || time > DAY_LIMIT) {
      setMessage(TIME_MESSAGE);
      return;
    }
    const dayTotal = entries
      .filter((e) => e.day === day && e.id !== editingId)
      .reduce((sum, e) => sum + e.minutes, 0);
    if (dayTotal + time > DAY_LIMIT) {
      setMessage(`${day} would go over 16 h 00 min`);
      return;
    }
    if (editingId !== null) {
      const id = editingId;
      setEntries((list) => list.map((e) => (e.id === id ? { id, day, minutes: time } : e)));
      setEditingId(null);
    } else {
      setEntries((list) => [...list, { id: nextId, day, minutes: time }]);
      setNextId((n) => n + 1);
    }
    setHours("");
    setMinutes("");
    setMessage("");
  }

  function startEdit(entry: Entry) {
    setEditingId(entry.id);
    setDay(entry.day);
    setHours(String(Math.floor(entry.minutes / 60)));
    setMinutes(String(entry.minutes % 60));
    setMessage("");
  }

  function endEdit() {
    setEditingId(null);
    setHours("");
    setMinutes("");
    setMessage("");
  }

  function removeEntry(id: number) {
    setEntries((list) => list.filter((e) => e.id !== id));
    if (id === editingId) endEdit();
  }

  const weekTotal = entries.reduce((sum, e) => sum + billedMinutes(e, rounding), 0);
  const rateCents = parseRateCents(rate);
  const days = summarizeDays(entries, rounding);

  let pay: PayFigures | null = null;
  if (rateCents !== null) {
    const regularMinutes = days.reduce((sum, d) => sum + d.regular, 0);
    const overtimeMinutes = days.reduce((sum, d) => sum + d.overtime, 0);
    const weekendMinutes = days.reduce((sum, d) => sum + d.weekend, 0);
    const regular = payCents(regularMinutes, rateCents);
    const overtime = payCents(overtimeMinutes, rateCents, 3, 2);
    const weekend = payCents(weekendMinutes, rateCents, 2, 1);
    pay = { regular, overtime, weekend, total: regular + overtime + weekend };
  }

  return (
    <main className="page">
      <h1>Weekly timesheet</h1>
      <p className="intro">Type each shift as you work it; the hours and the pay for the week follow.</p>

      <EntryForm
        day={day}
        hours={hours}
        minutes={minutes}
        message={message}
        editing={editingId !== null}
        onDayChange={setDay}
        onHoursChange={setHours}
        onMinutesChange={setMinutes}
        onSubmit={submitEntry}
        onCancelEdit={endEdit}
      />

      <section className="card">
        <h2 id="entries-heading">Entries</h2>
        {entries.length === 0 ? (
          <p className="muted">No entries yet</p>
        ) : (
          <ul className="entry-list">
            {entries.map((e) => (
              <li key={e.id} className={e.id === editingId ? "entry editing" : "entry"}>
                <span className="entry-day">{e.day}</span>{" "}
                <span className="entry-time">{formatTime(e.minutes)}</span>{" "}
                {rounding === "quarter" && (
                  <span className="entry-billed">billed {formatTime(billedMinutes(e, rounding))}</span>
                )}{" "}
                <span className="entry-actions">
                  <button type="button" onClick={() => startEdit(e)}>
                    Edit
                  </button>
                  <button type="button" onClick={() => removeEntry(e.id)}>
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="total">Week total: {formatTime(weekTotal)}</p>
      </section>

      <DaysSection days={days} />

      <PaySection
        rate={rate}
        onRateChange={setRate}
        rounding={rounding}
        onRoundingChange={setRounding}
        pay={pay}
      />
    </main>
  );
}
