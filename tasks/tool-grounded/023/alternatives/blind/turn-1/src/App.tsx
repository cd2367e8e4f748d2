import { useCallback, useEffect, useRef, useState } from "react";
import {
  errorText,
  listBookings,
  listRooms,
  type BookingSummary,
  type Room,
} from "./api";
import {
  DAYS,
  affectedBookings,
  closureDays,
  dayLabel,
  roomDetails,
  timeRange,
} from "./logic";
import "./styles.css";

type Selection = { ticked: Set<string>; from: string; until: string };

export default function App() {
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [from, setFrom] = useState(DAYS[0]);
  const [until, setUntil] = useState(DAYS[0]);
  const [bookings, setBookings] = useState<BookingSummary[] | null>(null);
  const [loadError, setLoadError] = useState("");

  const selection = useRef<Selection>({ ticked, from, until });
  selection.current = { ticked, from, until };
  const loadSeq = useRef(0);

  useEffect(() => {
    listRooms()
      .then(setRooms)
      .catch((error) => setLoadError(`Could not read the rooms: ${errorText(error)}`));
  }, []);

  const refresh = useCallback(async () => {
    if (!rooms) return;
    const seq = ++loadSeq.current;
    try {
      const list = await listBookings();
      if (seq !== loadSeq.current) return;
      setBookings(list);
      setLoadError("");
    } catch (error) {
      if (seq === loadSeq.current) setLoadError(`Could not read the bookings: ${errorText(error)}`);
    }
  }, [rooms]);

  useEffect(() => {
    void refresh();
  }, [refresh, ticked, from, until]);

  const activeRooms = (rooms ?? []).filter((r) => r.active);
  const roomName = (id: string) => (rooms ?? []).find((r) => r.id === id)?.name ?? id;
  const days = closureDays(from, until);
  const inverted = until < from;
  const rows =
    rooms && bookings
      ? affectedBookings(bookings, rooms, ticked, days).map((b) => ({ booking: b }))
      : [];

  function toggle(id: string, on: boolean) {
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  const countLine =
    rows.length === 0
      ? "No bookings affected"
      : `${rows.length} ${rows.length === 1 ? "booking" : "bookings"} affected`;

  return (
    <main className="page">
      <h1>Closure desk</h1>
      {loadError && (
        <p className="error" role="alert">
          {loadError}
        </p>
      )}

      <section className="card" aria-labelledby="rooms-heading">
        <h2 id="rooms-heading">Rooms</h2>
        {rooms === null ? (
          <p className="muted">Reading the rooms…</p>
        ) : (
          <ul className="rooms">
            {activeRooms.map((room) => (
              <li key={room.id}>
                <input
                  type="checkbox"
                  id={`room-${room.id}`}
                  checked={ticked.has(room.id)}
                  onChange={(e) => toggle(room.id, e.target.checked)}
                />
                <label htmlFor={`room-${room.id}`}>{room.name}</label>
                <span className="details">{roomDetails(room)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="days">
          <div className="field">
            <label htmlFor="closed-from">Closed from</label>
            <select id="closed-from" value={from} onChange={(e) => setFrom(e.target.value)}>
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {dayLabel(d)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="closed-until">Closed until</label>
            <select id="closed-until" value={until} onChange={(e) => setUntil(e.target.value)}>
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {dayLabel(d)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>

      <section className="card" aria-labelledby="affected-heading">
        <h2 id="affected-heading">Affected bookings</h2>
        {inverted ? (
          <p className="error">The closure cannot end before it starts</p>
        ) : (
          <>
            <p className="summary">{countLine}</p>
            {rows.length > 0 && (
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Booking</th>
                      <th scope="col">Day</th>
                      <th scope="col">Time</th>
                      <th scope="col">Room</th>
                      <th scope="col">Booked for</th>
                      <th scope="col">Title</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(({ booking: b }) => (
                      <tr key={b.id}>
                        <td>{b.id}</td>
                        <td>{dayLabel(b.date)}</td>
                        <td>{timeRange(b.start, b.end)}</td>
                        <td>{roomName(b.resource_id)}</td>
                        <td>{b.booked_for}</td>
                        <td>{b.title}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>
    </main>
  );
}
