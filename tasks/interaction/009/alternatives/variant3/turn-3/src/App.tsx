import { useRef, useState } from 'react';
import { DAYS, SERVICES, clock, dayOf, freeStarts, serviceOf, type Booking, type DayKey, type ServiceKey } from './schedule';
import { looksLikeEmail } from './contact';
import TimeGrid from './TimeGrid';
import Appointments from './Appointments';
import './booking.css';

const MAX_APPOINTMENTS = 2;

export default function App() {
  const [serviceKey, setServiceKey] = useState<ServiceKey>('building');
  const [dayKey, setDayKey] = useState<DayKey>('mon');
  const [selected, setSelected] = useState<number | null>(null);
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [confirmation, setConfirmation] = useState<{ bookingId: number; text: string } | null>(null);
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const nextId = useRef(1);

  const service = serviceOf(serviceKey);
  const day = dayOf(dayKey);
  const starts = freeStarts(dayKey, service.minutes, bookings);
  const selectedStart = selected !== null && starts.includes(selected) ? selected : null;
  const name = fullName.trim();
  const emailOk = looksLikeEmail(email);
  const showEmailError = email.trim() !== '' && !emailOk;
  const atLimit = bookings.length >= MAX_APPOINTMENTS;
  const canBook = selectedStart !== null && name !== '' && emailOk && !atLimit;

  const book = () => {
    if (!canBook || selectedStart === null) return;
    const booking: Booking = { id: nextId.current++, service: serviceKey, day: dayKey, start: selectedStart };
    setBookings((prev) => [...prev, booking]);
    setConfirmation({
      bookingId: booking.id,
      text: `Booked: ${service.name} on ${day.label} at ${clock(selectedStart)} for ${name}`,
    });
    setSelected(null);
  };

  const cancel = (id: number) => {
    setBookings((prev) => prev.filter((b) => b.id !== id));
    setConfirmation((prev) => (prev && prev.bookingId === id ? null : prev));
  };

  return (
    <main className="page">
      <h1>Book a permit appointment</h1>
      <p className="lead">City permit office, counter 3 · appointments between 09:00 and 12:00</p>

      <div className="panel">
        <div className="fields">
          <div className="field">
            <label htmlFor="service">Service</label>
            <select
              id="service"
              value={serviceKey}
              onChange={(e) => {
                setServiceKey(e.target.value as ServiceKey);
                setSelected(null);
              }}
            >
              {SERVICES.map((s) => (
                <option key={s.key} value={s.key}>
                  {`${s.name} (${s.minutes} min)`}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="day">Day</label>
            <select
              id="day"
              value={dayKey}
              onChange={(e) => {
                setDayKey(e.target.value as DayKey);
                setSelected(null);
              }}
            >
              {DAYS.map((d) => (
                <option key={d.key} value={d.key}>
                  {d.label}
                </option>
              ))}
            </select>
          </div>
        </div>

        <p className="count">{`Start times available: ${starts.length}`}</p>
        <TimeGrid starts={starts} selected={selectedStart} onSelect={setSelected} />
      </div>

      <div className="panel">
        <div className="fields">
          <div className="field">
            <label htmlFor="full-name">Full name</label>
            <input
              id="full-name"
              type="text"
              autoComplete="name"
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="email">Email</label>
            <input
              id="email"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={showEmailError}
              aria-describedby={showEmailError ? 'email-error' : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            {showEmailError && (
              <p id="email-error" className="error">
                Enter a valid email address
              </p>
            )}
          </div>
        </div>
      </div>

      <div className="panel panel--summary">
        <p className="selection">
          {selectedStart === null
            ? 'No time selected'
            : `Selected: ${day.label}, ${clock(selectedStart)}–${clock(selectedStart + service.minutes)}`}
        </p>
        <button type="button" className="primary" disabled={!canBook} onClick={book}>
          Book appointment
        </button>
        {atLimit && <p className="limit">You can hold at most 2 appointments</p>}
        {confirmation && (
          <p className="confirm" role="status">
            {confirmation.text}
          </p>
        )}
      </div>

      <Appointments bookings={bookings} onCancel={cancel} />
    </main>
  );
}
