import { useRef, useState } from "react";
import Appointments from "./Appointments";
import ContactFields from "./ContactFields";
import TimeGrid from "./TimeGrid";
import { isEmail } from "./contact";
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

const MAX_APPOINTMENTS = 2;

type Confirmation = { bookingId: number; text: string };

export default function App() {
  const [service, setService] = useState<ServiceId>("building");
  const [day, setDay] = useState<DayId>("mon");
  const [selected, setSelected] = useState<number | null>(null);
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const nextId = useRef(1);

  const starts = freeStarts(service, day, bookings);
  const atLimit = bookings.length >= MAX_APPOINTMENTS;
  const canBook = selected !== null && fullName.trim() !== "" && isEmail(email) && !atLimit;

  function chooseService(next: ServiceId) {
    setService(next);
    setSelected(null);
  }

  function chooseDay(next: DayId) {
    setDay(next);
    setSelected(null);
  }

  function book() {
    if (!canBook || selected === null || !starts.includes(selected)) return;
    const booking: Booking = { id: nextId.current++, service, day, start: selected };
    setBookings((prev) => [...prev, booking]);
    setConfirmation({
      bookingId: booking.id,
      text: `Booked: ${serviceById(service).name} on ${dayById(day).label} at ${clock(selected)} for ${fullName.trim()}`,
    });
    setSelected(null);
  }

  function cancel(id: number) {
    setBookings((prev) => prev.filter((booking) => booking.id !== id));
    setConfirmation((prev) => (prev && prev.bookingId === id ? null : prev));
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

      <ContactFields name={fullName} email={email} onName={setFullName} onEmail={setEmail} />

      <div className="booking-bar">
        <p className="selection">
          {selected === null ? "No time selected" : `Selected: ${dayById(day).label}, ${span(service, selected)}`}
        </p>
        <button type="button" className="primary" onClick={book} disabled={!canBook}>
          Book appointment
        </button>
      </div>
      {atLimit && <p className="problem">You can hold at most 2 appointments</p>}

      {confirmation && (
        <p className="confirmation" role="status">
          {confirmation.text}
        </p>
      )}

      <Appointments bookings={bookings} onCancel={cancel} />
    </main>
  );
}
