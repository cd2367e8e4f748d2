import { DAYS, clock, dayOf, serviceOf, type Booking } from './schedule';

interface Props {
  bookings: Booking[];
  onCancel: (id: number) => void;
}

function chronological(a: Booking, b: Booking): number {
  const byDay = DAYS.findIndex((d) => d.key === a.day) - DAYS.findIndex((d) => d.key === b.day);
  return byDay !== 0 ? byDay : a.start - b.start;
}

export default function Appointments({ bookings, onCancel }: Props) {
  const ordered = [...bookings].sort(chronological);
  return (
    <section className="panel mine">
      <h2>My appointments</h2>
      {ordered.length === 0 ? (
        <p className="muted">No appointments yet</p>
      ) : (
        <ul className="mine__list">
          {ordered.map((b) => {
            const service = serviceOf(b.service);
            return (
              <li key={b.id} className="mine__item">
                <span>{`${service.name} · ${dayOf(b.day).label}, ${clock(b.start)}–${clock(b.start + service.minutes)}`}</span>
                <button type="button" className="secondary" onClick={() => onCancel(b.id)}>
                  Cancel appointment
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
