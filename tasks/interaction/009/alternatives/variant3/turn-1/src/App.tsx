import { useRef, useState } from 'react';
import { DAYS, SERVICES, clock, dayOf, freeStarts, serviceOf, type Booking, type DayKey, type ServiceKey } from './schedule';
import TimeGrid from './TimeGrid';
import './booking.css';

export default function App() {
  const [serviceKey, setServiceKey] = useState<ServiceKey>('building');
  const [dayKey, setDayKey] = useState<DayKey>('mon');
  const [selected, setSelected] = useState<number | null>(null);
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const nextId = useRef(1);

  const service = serviceOf(serviceKey);
  const day = dayOf(dayKey);
  const starts = freeStarts(dayKey, service.minutes, bookings);
  const selectedStart = selected !== null && starts.includes(selected) ? selected : null;

  const book = () => {
    if (selectedStart === null) return;
    const booking: Booking = { id: nextId.current++, service: serviceKey, day: dayKey, start: selectedStart };
    setBookings((prev) => [...prev, booking]);
    setConfirmation(`Booked: ${service.name} on ${day.label} at ${clock(selectedStart)}`);
    setSelected(null);
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

      <div className="panel panel--summary">
        <p className="selection">
          {selectedStart === null
            ? 'No time selected'
            : `Selected: ${day.label}, ${clock(selectedStart)}–${clock(selectedStart + service.minutes)}`}
        </p>
        <button type="button" className="primary" disabled={selectedStart === null} onClick={book}>
          Book appointment
        </button>
        {confirmation && (
          <p className="confirm" role="status">
            {confirmation}
          </p>
        )}
      </div>
    </main>
  );
}
