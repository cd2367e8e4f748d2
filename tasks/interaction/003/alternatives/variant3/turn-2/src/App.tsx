import { useState } from "react";
import ShiftForm, { BLANK_FORM } from "./ShiftForm";
import type { FormValues } from "./ShiftForm";
import ShiftList from "./ShiftList";
import HoursPanel from "./HoursPanel";
import { DAYS, parseClock } from "./roster";
import type { Shift } from "./roster";
import { problemWith } from "./rules";
import "./roster.css";

function inRosterOrder(a: Shift, b: Shift): number {
  return DAYS.indexOf(a.day) - DAYS.indexOf(b.day) || a.start - b.start || a.id - b.id;
}

export default function App() {
  const [shifts, setShifts] = useState<Shift[]>([]);
  const [form, setForm] = useState<FormValues>(BLANK_FORM);
  const [message, setMessage] = useState<string | null>(null);
  const [nextId, setNextId] = useState(1);

  function addShift() {
    const start = parseClock(form.start);
    const end = parseClock(form.end);
    if (start === null || end === null) {
      setMessage("Enter Start and End as 24-hour times, e.g. 07:00");
      return;
    }
    const candidate = { person: form.person, day: form.day, start, end };
    const problem = problemWith(candidate, shifts);
    if (problem) {
      setMessage(problem);
      return;
    }
    setShifts((list) => [...list, { ...candidate, id: nextId }]);
    setNextId((n) => n + 1);
    setForm({ ...form, start: "", end: "" });
    setMessage(null);
  }

  function removeShift(id: number) {
    setShifts((list) => list.filter((s) => s.id !== id));
  }

  const ordered = [...shifts].sort(inRosterOrder);

  return (
    <div className="roster-page">
      <header className="topbar">
        <h1>Depot shift roster</h1>
        <p>Harbour Street parcel depot · one week</p>
      </header>

      <section className="card form-card" aria-label="New shift">
        <ShiftForm values={form} onChange={setForm} onSubmit={addShift} />
        {message && (
          <p className="problem" role="alert">
            {message}
          </p>
        )}
      </section>

      <div className="columns">
        <section className="card">
          <h2>Shifts this week</h2>
          <ShiftList shifts={ordered} onRemove={removeShift} />
        </section>
        <HoursPanel shifts={shifts} />
      </div>
    </div>
  );
}
