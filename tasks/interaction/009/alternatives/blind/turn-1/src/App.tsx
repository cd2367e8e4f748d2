import { useRef, useState } from "react";
import TimeGrid from "./TimeGrid";
import {
  DAYS,
  SERVICES,
  clock,
  dayById,
  freeStarts,
  serviceById,
  span,
  type Booking,
  type DayId,
  type ServiceId,
} from "./schedule";
import "./styles.css";

export default function App() {
  const [service, setService] = useState<ServiceId>("building");
  const [day, setDay] = useState<DayId>("mon");
  const [selected, setSelected] = useState<number | null>(null);
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const nextId = useRef(1);

  const starts = freeStarts(service, day, bookings);

  function chooseService(next: ServiceId) {
    setService(next);
    setSelected(null);
  }

  function chooseDay(next: DayId) {
    setDay(next);
    setSelected(null);
  }

  function book() {
    if (selected === null || !starts.includes(selected)) return;
    const booking: Booking = { id: nextId.current++, service, day, start: selected };
    setBookings((prev) => [...prev, booking]);
    setConfirmation(`Booked: ${serviceById(service).name} on ${dayById(day).label} at ${clock(selected)}`);
    setSelected(null);
  }

  return (
    <main className="office">
      <header className="masthead">
        <p className="eyebrow">City permit office · counter 3</p>
        <h1>Book a permit appointment</h1>
      </header>

      <div className="pickers">
        <div className="picker">
          <label htmlFor="service">Service</label>
          <select id="service" value={service} onChange={(e) => chooseService(e.target.value as ServiceId)}>
            {SERVICES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.option}
              </option>
            ))}
          </select>
        </div>
        <div className="picker">
          <label htmlFor="day">Day</label>
          <select id="day" value={day} onChange={(e) => chooseDay(e.target.value as DayId)}>
            {DAYS.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <TimeGrid starts={starts} selected={selected} onPick={setSelected} />

      <div className="booking-bar">
        <p className="selection">
          {selected === null ? "No time selected" : `Selected: ${dayById(day).label}, ${span(service, selected)}`}
        </p>
        <button type="button" className="primary" onClick={book} disabled={selected === null}>
          Book appointment
        </button>
      </div>

      {confirmation && (
        <p className="confirmation" role="status">
          {confirmation}
        </p>
      )}
    </main>
  );
}
