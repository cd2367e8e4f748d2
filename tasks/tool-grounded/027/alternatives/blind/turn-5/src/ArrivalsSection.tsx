import { arrivalState, roomsOffered, statusWord } from "./guesthouse";
import type { Reservation, Room } from "./guesthouse";

interface Props {
  arrivals: Reservation[];
  rooms: Room[];
  booked: Reservation[];
  typeName: (code: string) => string;
  choices: Record<string, string>;
  busy: boolean;
  onChoose: (reservationId: string, room: string) => void;
  onAssign: (reservationId: string, room: string) => void;
}

export default function ArrivalsSection({ arrivals, rooms, booked, typeName, choices, busy, onChoose, onAssign }: Props) {
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
          {arrivals.map((res, i) => {
            const state = states[i];
            const offered = state === "Ready" ? [] : roomsOffered(res, rooms, booked);
            const chosen = offered.some((r) => r.number === choices[res.id])
              ? choices[res.id]
              : offered[0]?.number ?? "";
            const selectId = `assign-${res.id}`;
            return (
              <li key={res.id} className="room-row">
                <span className="room-line">
                  {`${res.id} · ${res.guest_name} · ${typeName(res.room_type)} · ${res.room ? `room ${res.room}` : "no room"} · ${state}`}
                </span>
                {state !== "Ready" &&
                  (offered.length === 0 ? (
                    <span className="room-actions no-room">No suitable room</span>
                  ) : (
                    <span className="room-actions">
                      <label htmlFor={selectId}>Room for {res.id}</label>
                      <select
                        id={selectId}
                        value={chosen}
                        disabled={busy}
                        onChange={(e) => onChoose(res.id, e.target.value)}
                      >
                        {offered.map((room) => (
                          <option key={room.number} value={room.number}>
                            {`${room.number} (${statusWord(room.housekeeping)})`}
                          </option>
                        ))}
                      </select>
                      <button type="button" disabled={busy || !chosen} onClick={() => onAssign(res.id, chosen)}>
                        Assign
                      </button>
                    </span>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
