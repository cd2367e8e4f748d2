import { arrivalState } from "./guesthouse";
import type { Reservation, Room } from "./guesthouse";

interface Props {
  arrivals: Reservation[];
  rooms: Room[];
  typeName: (code: string) => string;
}

export default function ArrivalsSection({ arrivals, rooms, typeName }: Props) {
  const states = arrivals.map((res) => arrivalState(res, rooms));
  const ready = states.filter((s) => s === "Ready").length;
  return (
    <section className="room-section arrivals" aria-labelledby="section-arrivals">
      <h2 id="section-arrivals">Arrivals today</h2>
      <p className="arrivals-summary">
        {ready} of {arrivals.length} ready
      </p>
      {arrivals.length > 0 && (
        <ul className="room-list">
          {arrivals.map((res, i) => (
            <li key={res.id} className="room-row">
              <span className="room-line">
                {`${res.id} · ${res.guest_name} · ${typeName(res.room_type)} · ${res.room ? `room ${res.room}` : "no room"} · ${states[i]}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
