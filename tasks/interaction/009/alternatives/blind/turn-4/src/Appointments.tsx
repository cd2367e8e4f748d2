import { DAYS, dayById, serviceById, span, type Booking } from "./schedule";

type Props = {
  bookings: Booking[];
  onCancel: (id: number) => void;
};

function chronological(a: Booking, b: Booking): number {
  const dayOrder = DAYS.findIndex((d) => d.id === a.day) - DAYS.findIndex((d) => d.id === b.day);
  return dayOrder !== 0 ? dayOrder : a.start - b.start;
}

export default function Appointments({ bookings, onCancel }: Props) {
  const sorted = [...bookings].sort(chronological);
  return (
    <section className="mine">
      <h2>My appointments</h2>
      {sorted.length === 0 ? (
        <p className="muted">No appointments yet</p>
      ) : (
        <ul className="mine-list">
          {sorted.map((booking) => (
            <li key={booking.id}>
              <span>
                {serviceById(booking.service).name} · {dayById(booking.day).label}, {span(booking.service, booking.start)}
              </span>
              <button type="button" className="quiet" onClick={() => onCancel(booking.id)}>
                Cancel appointment
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
