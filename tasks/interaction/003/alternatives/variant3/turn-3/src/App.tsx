import { useState } from "react";
import ShiftForm, { BLANK_FORM } from "./ShiftForm";
import type { FormValues } from "./ShiftForm";
import ShiftList from "./ShiftList";
import HoursPanel from "./HoursPanel";
import { DAYS, clock, parseClock } from "./roster";
import type { Day, Shift } from "./roster";
import { problemWith } from "./rules";
import "./roster.css";

type DayFilter = "all" | Day;

function inRosterOrder(a: Shift, b: Shift): number {
  return DAYS.indexOf(a.day) - DAYS.indexOf(b.day) || a.start - b.start || a.id - b.id;
}

export default function App() {
  const [shifts, setShifts] = useState<Shift[]>([]);
  const [form, setForm] = useState<FormValues>(BLANK_FORM);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [nextId, setNextId] = useState(1);
  const [dayFilter, setDayFilter] = useState<DayFilter>("all");

  function submitForm() {
    const start = parseClock(form.start);
    const end = parseClock(form.end);
    if (start === null || end === null) {
      setMessage("Enter Start and End as 24-hour times, e.g. 07:00");
      return;
    }
    const candidate = { person: form.person, day: form.day, start, end };
    const problem = problemWith(candidate, shifts, editingId);
    if (problem) {
      setMessage(problem);
      return;
    }
    if (editingId !== null) {
      const id = editingId;
      setShifts((list) => list.map((s) => (s.id === id ? { ...candidate, id } : s)));
      setEditingId(null);
      setForm(BLANK_FORM);
    } else {
      setShifts((list) => [...list, { ...candidate, id: nextId }]);
      setNextId((n) => n + 1);
      setForm({ ...form, start: "", end: "" });
    }
    setMessage(null);
  }

  function startEditing(shift: Shift) {
    setEditingId(shift.id);
    setForm({ person: shift.person, day: shift.day, start: clock(shift.start), end: clock(shift.end) });
    setMessage(null);
  }

  function cancelEditing() {
    setEditingId(null);
    setForm(BLANK_FORM);
    setMessage(null);
  }

  function removeShift(id: number) {
    setShifts((list) => list.filter((s) => s.id !== id));
    if (id === editingId) cancelEditing();
  }

  const ordered = [...shifts].sort(inRosterOrder);
  const listed = dayFilter === "all" ? ordered : ordered.filter((s) => s.day === dayFilter);
  const emptyText =
    shifts.length === 0 ? "No shifts rostered yet." : `No shifts on ${dayFilter}.`;

  return (
    <div className="roster-page">
      <header className="topbar">
        <h1>Depot shift roster</h1>
        <p>Harbour Street parcel depot · one week</p>
      </header>

      <section className="card form-card" aria-label="Shift details">
        {editingId !== null && <p className="editing-note">Editing a shift</p>}
        <ShiftForm
          values={form}
          editing={editingId !== null}
          onChange={setForm}
          onSubmit={submitForm}
          onCancel={cancelEditing}
        />
        {message && (
          <p className="problem" role="alert">
            {message}
          </p>
        )}
      </section>

      <div className="columns">
        <section className="card">
          <h2>Shifts this week</h2>
          <div className="filter">
            <label htmlFor="day-filter">Show shifts for</label>
            <select
              id="day-filter"
              value={dayFilter}
              onChange={(e) => setDayFilter(e.target.value as DayFilter)}
            >
              <option value="all">All days</option>
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
          <ShiftList
            shifts={listed}
            editingId={editingId}
            emptyText={emptyText}
            onEdit={startEditing}
            onRemove={removeShift}
          />
        </section>
        <HoursPanel shifts={shifts} />
      </div>
    </div>
  );
}
