import { useRef, useState } from "react";
import Appointments from "./Appointments";
import ContactFields from "./ContactFields";
import DayTabs from "./DayTabs";
import TimeGrid from "./TimeGrid";
import { isEmail } from "./contact";
import {
  SERVICES,
  clock,
  dayById,
  earliest,
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
  const [hasSitePlan, setHasSitePlan] = useState(false);
  const nextId = useRef(1);

  const starts = freeStarts(service, day, bookings);
  const first = earliest(service, bookings);
  const atLimit = bookings.length >= MAX_APPOINTMENTS;
  const needsSitePlan = service === "event";
  const canBook =
    selected !== null && fullName.trim() !== "" && isEmail(email) && !atLimit && (!needsSitePlan || hasSitePlan);

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
      text:
        `Booked: ${serviceById(service).name} on ${dayById(day).label} at ${clock(selected)} for ${fullName.trim()}` +
        (needsSitePlan ? ". Bring your site plan." : ""),
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
      </div>
      {needsSitePlan && (
        <div className="site-plan">
          <input
            id="site-plan"
            type="checkbox"
            checked={hasSitePlan}
            onChange={(e) => setHasSitePlan(e.target.checked)}
          />
          <label htmlFor="site-plan">I have the event site plan</label>
        </div>
      )}
      <p className="earliest">
        {first ? `Earliest: ${dayById(first.day).label} at ${clock(first.start)}` : "Earliest: no free time this week"}
      </p>

      <DayTabs day={day} onDay={chooseDay}>
        <TimeGrid starts={starts} selected={selected} onPick={setSelected} />
      </DayTabs>

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
