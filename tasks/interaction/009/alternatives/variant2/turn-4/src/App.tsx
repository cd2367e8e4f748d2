import { useState } from "react";
import "./styles.css";

const SERVICES = [
  { id: "building", name: "Building permit", minutes: 45 },
  { id: "parking", name: "Parking permit", minutes: 15 },
  { id: "event", name: "Event permit", minutes: 30 },
] as const;
const DAYS = ["Mon 9 Mar", "Tue 10 Mar", "Wed 11 Mar"] as const;
const OPEN = 9 * 60;
const CLOSE = 12 * 60;
const BLOCK = 15;
const MAX_APPOINTMENTS = 2;

type ServiceId = (typeof SERVICES)[number]["id"];
type Day = (typeof DAYS)[number];
type Booking = { id: number; service: ServiceId; day: Day; start: number };

const ALREADY_TAKEN: Record<Day, [number, number][]> = {
  "Mon 9 Mar": [[9 * 60 + 30, 10 * 60 + 15], [11 * 60, 11 * 60 + 15]],
  "Tue 10 Mar": [[9 * 60, 10 * 60]],
  "Wed 11 Mar": [[10 * 60, 10 * 60 + 30]],
};

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const serviceOf = (id: ServiceId) => SERVICES.find((s) => s.id === id)!;

function takenBlocks(day: Day, bookings: Booking[]) {
  const taken = new Set<number>();
  for (const [from, to] of ALREADY_TAKEN[day]) for (let t = from; t < to; t += BLOCK) taken.add(t);
  for (const b of bookings.filter((b) => b.day === day))
    for (let t = b.start; t < b.start + serviceOf(b.service).minutes; t += BLOCK) taken.add(t);
  return taken;
}

function startTimes(service: ServiceId, day: Day, bookings: Booking[]) {
  const taken = takenBlocks(day, bookings);
  const length = serviceOf(service).minutes;
  const starts: number[] = [];
  for (let t = OPEN; t + length <= CLOSE; t += BLOCK) {
    let free = true;
    for (let u = t; u < t + length; u += BLOCK) if (taken.has(u)) free = false;
    if (free) starts.push(t);
  }
  return starts;
}

export default function App() {
  const [service, setService] = useState<ServiceId>("building");
  const [day, setDay] = useState<Day>("Mon 9 Mar");
  const [selected, setSelected] = useState<number | null>(null);
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [nextId, setNextId] = useState(1);
  const [confirmation, setConfirmation] = useState("");
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const starts = startTimes(service, day, bookings);
  const length = serviceOf(service).minutes;
  const emailValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const earliest = DAYS.map((d) => ({ d, first: startTimes(service, d, bookings)[0] })).find((x) => x.first !== undefined);
  const atLimit = bookings.length >= MAX_APPOINTMENTS;
  const canBook = selected !== null && fullName.trim() !== "" && emailValid && !atLimit;

  function chooseService(id: ServiceId) {
    setService(id);
    setSelected(null);
  }

  function chooseDay(d: Day) {
    setDay(d);
    setSelected(null);
  }

  function book() {
    if (!canBook || selected === null) return;
    setBookings([...bookings, { id: nextId, service, day, start: selected }]);
    setNextId(nextId + 1);
    setConfirmation(`Booked: ${serviceOf(service).name} on ${day} at ${clock(selected)} for ${fullName.trim()}`);
    setSelected(null);
  }

  function cancel(id: number) {
    setBookings(bookings.filter((b) => b.id !== id));
    setConfirmation("");
  }

  return (
    <main>
      <h1>Book a permit appointment</h1>
      <p className="note">City permit office, counter 3 · open 09:00–12:00 · appointments start every 15 minutes.</p>
      <section aria-labelledby="choose-heading">
        <h2 id="choose-heading">Choose a time</h2>
        <div className="row">
          <label>
            Service
            <select value={service} onChange={(e) => chooseService(e.target.value as ServiceId)}>
              {SERVICES.map((s) => (
                <option key={s.id} value={s.id}>{`${s.name} (${s.minutes} min)`}</option>
              ))}
            </select>
          </label>
          <p className="big earliest">
            {earliest ? `Earliest: ${earliest.d} at ${clock(earliest.first!)}` : "Earliest: none this week"}
          </p>
        </div>
        <div className="day-tabs" role="group" aria-label="Day">
          {DAYS.map((d) => (
            <button key={d} type="button" className="day-tab" aria-pressed={day === d} onClick={() => chooseDay(d)}>
              {d}
            </button>
          ))}
        </div>
        <p>Start times available: {starts.length}</p>
        <div className="slots" role="group" aria-label="Start times">
          {starts.map((t) => (
            <button key={t} type="button" aria-pressed={selected === t} onClick={() => setSelected(t)}>
              {clock(t)}
            </button>
          ))}
        </div>
        <p className="big">
          {selected === null ? "No time selected" : `Selected: ${day}, ${clock(selected)}–${clock(selected + length)}`}
        </p>
        <div className="row applicant">
          <label>
            Full name
            <input value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" />
          </label>
          <label>
            Email
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
          </label>
        </div>
        {email.trim() !== "" && !emailValid && <p className="error">Enter a valid email address</p>}
        {atLimit && <p className="error">You can hold at most 2 appointments</p>}
        <button type="button" disabled={!canBook} onClick={book}>
          Book appointment
        </button>
        {confirmation && <p className="confirm" role="status">{confirmation}</p>}
      </section>
      <section aria-labelledby="mine-heading">
        <h2 id="mine-heading">My appointments</h2>
        {bookings.length === 0 ? (
          <p className="note">No appointments yet</p>
        ) : (
          <ul>
            {bookings.map((b) => (
              <li key={b.id}>
                <span>{`${serviceOf(b.service).name} · ${b.day}, ${clock(b.start)}–${clock(b.start + serviceOf(b.service).minutes)}`}</span>
                <button type="button" className="secondary" onClick={() => cancel(b.id)}>
                  Cancel appointment
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
