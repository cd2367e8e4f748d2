import { useState } from "react";
import HoursByPerson from "./HoursByPerson";
import ShiftForm, { type FormValues } from "./ShiftForm";
import ShiftList from "./ShiftList";
import { checkShift, parseTime, type Shift } from "./roster";
import "./styles.css";

const EMPTY_FORM: FormValues = { person: "Dev", day: 0, start: "", end: "" };

export default function App() {
  const [shifts, setShifts] = useState<Shift[]>([]);
  const [nextId, setNextId] = useState(1);
  const [form, setForm] = useState<FormValues>(EMPTY_FORM);
  const [message, setMessage] = useState<string | null>(null);

  function addShift() {
    const start = parseTime(form.start);
    const end = parseTime(form.end);
    if (start === null || end === null) {
      setMessage("Enter start and end as 24-hour times, e.g. 07:00");
      return;
    }
    const draft = { person: form.person, day: form.day, start, end };
    const problem = checkShift(draft);
    if (problem) {
      setMessage(problem);
      return;
    }
    setShifts((list) => [...list, { id: nextId, ...draft }]);
    setNextId((n) => n + 1);
    setForm({ ...form, start: "", end: "" });
    setMessage(null);
  }

  return (
    <main className="app">
      <header>
        <h1>Depot shift roster</h1>
        <p className="muted">Harbour Street parcel depot · one week, same-day shifts only</p>
      </header>
      <div className="layout">
        <div className="column">
          <ShiftForm values={form} onChange={setForm} onSubmit={addShift} message={message} />
          <section className="panel">
            <h2>Shifts</h2>
            <ShiftList shifts={shifts} />
          </section>
        </div>
        <div className="column narrow">
          <HoursByPerson shifts={shifts} />
        </div>
      </div>
    </main>
  );
}
