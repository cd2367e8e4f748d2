import { useCallback, useEffect, useRef, useState } from "react";
import {
  cancelBooking,
  confirmBooking,
  errorText,
  getBooking,
  holdSlot,
  listBookings,
  listFreeSlots,
  listRooms,
  releaseHold,
  type BookingSummary,
  type Room,
} from "./api";
import {
  DAYS,
  affectedBookings,
  candidateRooms,
  closureDays,
  dayLabel,
  freeKey,
  lengthMinutes,
  placement,
  placementText,
  roomDetails,
  timeRange,
  type FreeMap,
} from "./logic";
import "./styles.css";

type Selection = { ticked: Set<string>; from: string; until: string };
type MoveResult = { ok: boolean; text: string };

export default function App() {
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [from, setFrom] = useState(DAYS[0]);
  const [until, setUntil] = useState(DAYS[0]);
  const [bookings, setBookings] = useState<BookingSummary[] | null>(null);
  const [free, setFree] = useState<FreeMap>(new Map());
  const [loadError, setLoadError] = useState("");
  const [message, setMessage] = useState("");

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
    const { ticked: tickedNow, from: fromNow, until: untilNow } = selection.current;
    try {
      const list = await listBookings();
      const affected = affectedBookings(list, rooms, tickedNow, closureDays(fromNow, untilNow));
      const days = [...new Set(affected.map((b) => b.date))];
      const candidates = candidateRooms(rooms, tickedNow);
      const entries = await Promise.all(
        days.flatMap((day) =>
          candidates.map(async (room) => [freeKey(room.id, day), await listFreeSlots(room.id, day)] as const),
        ),
      );
      if (seq !== loadSeq.current) return;
      setBookings(list);
      setFree(new Map(entries));
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
      ? affectedBookings(bookings, rooms, ticked, days).map((b) => ({
          booking: b,
          place: placement(b, rooms, ticked, free),
        }))
      : [];

  function toggle(id: string, on: boolean) {
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function moveBooking(b: BookingSummary, room: Room): Promise<MoveResult> {
    let held;
    try {
      held = await holdSlot(room.id, b.date, b.start, b.booked_for, lengthMinutes(b));
    } catch (error) {
      return { ok: false, text: errorText(error) };
    }
    let created;
    try {
      created = await confirmBooking(held.hold.id, held.hold_token, b.title);
    } catch (error) {
      try {
        await releaseHold(held.hold.id, held.hold_token);
      } catch {
        // the hold expires by itself
      }
      return { ok: false, text: errorText(error) };
    }
    try {
      const original = await getBooking(b.id);
      await cancelBooking(b.id, original.evidence_token, `Moved to ${room.name} for room works`);
    } catch (error) {
      return { ok: false, text: `${b.id} was booked again but not cancelled: ${errorText(error)}` };
    }
    const back = (await getBooking(created.id)).booking;
    return {
      ok: true,
      text: `${b.id} moved to ${roomName(back.resource_id)} as ${back.id}, ${dayLabel(back.date)} ${timeRange(back.start, back.end)}`,
    };
  }

  async function move(b: BookingSummary, room: Room) {
    try {
      const result = await moveBooking(b, room);
      setMessage(result.text);
    } catch (error) {
      setMessage(errorText(error));
    }
    await refresh();
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
            {message && (
              <p className="notice" role="status">
                {message}
              </p>
            )}
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
                      <th scope="col">New room</th>
                      <th scope="col">Action</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(({ booking: b, place }) => (
                      <tr key={b.id}>
                        <td>{b.id}</td>
                        <td>{dayLabel(b.date)}</td>
                        <td>{timeRange(b.start, b.end)}</td>
                        <td>{roomName(b.resource_id)}</td>
                        <td>{b.booked_for}</td>
                        <td>{b.title}</td>
                        <td>{placementText(place)}</td>
                        <td>
                          {place.kind === "room" && (
                            <button type="button" onClick={() => void move(b, place.room)}>
                              Move
                            </button>
                          )}
                        </td>
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
