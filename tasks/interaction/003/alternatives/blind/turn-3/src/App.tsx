import { useState } from "react";
import HoursByPerson from "./HoursByPerson";
import ShiftForm, { type FormValues } from "./ShiftForm";
import ShiftList from "./ShiftList";
import { DAYS, checkShift, formatTime, parseTime, type DayName, type Shift } from "./roster";
import "./styles.css";

const EMPTY_FORM: FormValues = { person: "Dev", day: 0, start: "", end: "" };

export default function App() {
  const [shifts, setShifts] = useState<Shift[]>([]);
  const [nextId, setNextId] = useState(1);
  const [form, setForm] = useState<FormValues>(EMPTY_FORM);
  const [message, setMessage] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [dayFilter, setDayFilter] = useState<"all" | DayName>("all");

  function submitForm() {
    const start = parseTime(form.start);
    const end = parseTime(form.end);
    if (start === null || end === null) {
      setMessage("Enter start and end as 24-hour times, e.g. 07:00");
      return;
    }
    const draft = { person: form.person, day: form.day, start, end };
    const problem = checkShift(shifts, draft, editingId);
    if (problem) {
      setMessage(problem);
      return;
    }
    if (editingId !== null) {
      setShifts((list) => list.map((s) => (s.id === editingId ? { id: editingId, ...draft } : s)));
      setEditingId(null);
    } else {
      setShifts((list) => [...list, { id: nextId, ...draft }]);
      setNextId((n) => n + 1);
    }
    setForm({ ...form, start: "", end: "" });
    setMessage(null);
  }

  function startEdit(shift: Shift) {
    setEditingId(shift.id);
    setForm({ person: shift.person, day: shift.day, start: formatTime(shift.start), end: formatTime(shift.end) });
    setMessage(null);
  }

  function cancelEdit() {
    setEditingId(null);
    setForm({ ...form, start: "", end: "" });
    setMessage(null);
  }

  function removeShift(id: number) {
    setShifts((list) => list.filter((s) => s.id !== id));
    if (id === editingId) cancelEdit();
  }

  const listed = dayFilter === "all" ? shifts : shifts.filter((s) => DAYS[s.day] === dayFilter);
  const emptyText =
    shifts.length === 0 ? "No shifts rostered yet." : `No shifts on ${dayFilter === "all" ? "any day" : dayFilter}.`;

  return (
    <main className="app">
      <header>
        <h1>Depot shift roster</h1>
        <p className="muted">Harbour Street parcel depot · one week, same-day shifts only</p>
      </header>
      <div className="layout">
        <div className="column">
          <ShiftForm
            values={form}
            onChange={setForm}
            onSubmit={submitForm}
            message={message}
            editing={editingId !== null}
            onCancelEdit={cancelEdit}
          />
          <section className="panel">
            <h2>Shifts</h2>
            <div className="toolbar">
              <label htmlFor="day-filter">Show shifts for</label>
              <select
                id="day-filter"
                value={dayFilter}
                onChange={(e) => setDayFilter(e.target.value as "all" | DayName)}
              >
                <option value="all">All days</option>
                {DAYS.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
              </select>
            </div>
            <ShiftList
              shifts={listed}
              onRemove={removeShift}
              onEdit={startEdit}
              editingId={editingId}
              emptyText={emptyText}
            />
          </section>
        </div>
        <div className="column narrow">
          <HoursByPerson shifts={shifts} />
        </div>
      </div>
    </main>
  );
}
