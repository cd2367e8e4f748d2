import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Room = { id: string; name: string; location: string; capacity: number; active: boolean };
type Slot = { start: string; end: string };
type Booking = { id: string; start: string; end: string; title: string; booked_for: string };
type Waiting = { id: string; person: string; position: number };
type DayRow = { resource_id: string; name: string; booked_slots: number; free_slots: number };

const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];

const span = (s: { start: string; end: string }) => `${s.start}–${s.end}`;

export default function App() {
  const [rooms, setRooms] = useState<Room[]>([]);
  const [roomId, setRoomId] = useState("");
  const [date, setDate] = useState(DAYS[0].date);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [overview, setOverview] = useState<DayRow[]>([]);
  const [title, setTitle] = useState("");
  const [bookedBy, setBookedBy] = useState("");
  const [notice, setNotice] = useState("");
  const [error, setError] = useState("");
  const [version, setVersion] = useState(0);
  const [attendees, setAttendees] = useState("");
  const [waitlist, setWaitlist] = useState<Waiting[]>([]);

  const needed = Number(attendees) > 0 ? Number(attendees) : 0;
  const fitting = rooms.filter((r) => r.capacity >= needed);

  const roomName = rooms.find((r) => r.id === roomId)?.name ?? "";

  useEffect(() => {
    if (fitting.length && !fitting.some((r) => r.id === roomId)) setRoomId(fitting[0].id);
  }, [needed, rooms]);

  useEffect(() => {
    callTool<{ resources: Room[] }>("list_resources", { kind: "room" })
      .then((r) => {
        const inService = r.resources.filter((x) => x.active);
        setRooms(inService);
        setRoomId(inService[0]?.id ?? "");
      })
      .catch((e) => setError(e.message));
  }, []);

  useEffect(() => {
    if (!roomId) return;
    let current = true;
    callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: roomId, date })
      .then((r) => current && setSlots(r.slots))
      .catch((e) => current && setError(e.message));
    callTool<{ bookings: Booking[] }>("list_bookings", { resource_id: roomId, date })
      .then((r) => current && setBookings(r.bookings))
      .catch((e) => current && setError(e.message));
    callTool<{ entries: Waiting[] }>("get_waitlist", { resource_id: roomId, date })
      .then((r) => current && setWaitlist(r.entries))
      .catch((e) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [roomId, date, version]);

  useEffect(() => {
    let current = true;
    callTool<{ resources: DayRow[] }>("get_day_summary", { date, kind: "room" })
      .then((r) => current && setOverview(r.resources))
      .catch((e) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [date, version]);

  async function book(slot: Slot) {
    setNotice("");
    setError("");
    if (!title.trim() || !bookedBy.trim()) {
      setError("Enter a meeting title and who it is for");
      return;
    }
    try {
      const held = await callTool<{ hold: { id: string }; hold_token: string }>("hold_slot", {
        resource_id: roomId, date, start: slot.start, held_for: bookedBy.trim(),
      });
      const done = await callTool<{ booking: Booking }>("confirm_booking", {
        hold_id: held.hold.id, hold_token: held.hold_token, title: title.trim(),
      });
      setNotice(`Booked ${roomName} ${span(done.booking)} (${done.booking.id})`);
      setTitle("");
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  async function cancel(b: Booking) {
    setNotice("");
    setError("");
    try {
      const read = await callTool<{ evidence_token: string }>("get_booking", { booking_id: b.id });
      await callTool("cancel_booking", {
        booking_id: b.id, evidence_token: read.evidence_token, reason: "Cancelled from room page",
      });
      setNotice(`Cancelled ${b.title}`);
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  async function joinWaitlist() {
    setNotice("");
    setError("");
    if (!bookedBy.trim()) {
      setError("Enter who it is for");
      return;
    }
    try {
      const r = await callTool<{ position: number }>("join_waitlist", { resource_id: roomId, date, person: bookedBy.trim() });
      setNotice(`${bookedBy.trim()} is number ${r.position} on the waitlist`);
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  return (
    <main>
      <h1>Room booking</h1>
      {notice && <p className="notice" role="status">{notice}</p>}
      {error && <p className="error" role="alert">{error}</p>}
      <div className="controls">
        <label>
          Attendees
          <input type="number" min="1" value={attendees} onChange={(e) => setAttendees(e.target.value)} />
        </label>
        <label>
          Meeting room
          <select value={roomId} onChange={(e) => setRoomId(e.target.value)}>
            {fitting.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </select>
        </label>
        <label>
          Date
          <select value={date} onChange={(e) => setDate(e.target.value)}>
            {DAYS.map((d) => <option key={d.date} value={d.date}>{d.label}</option>)}
          </select>
        </label>
        <label>
          Meeting title
          <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          Booked by
          <input value={bookedBy} onChange={(e) => setBookedBy(e.target.value)} />
        </label>
      </div>
      <div className="grid">
        <section aria-labelledby="rooms-h">
          <h2 id="rooms-h">Rooms</h2>
          <table>
            <thead>
              <tr><th scope="col">Room</th><th scope="col">Seats</th><th scope="col">Location</th></tr>
            </thead>
            <tbody>
              {fitting.map((r) => (
                <tr key={r.id}><td>{r.name}</td><td>{r.capacity} seats</td><td>{r.location}</td></tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="slots-h">
          <h2 id="slots-h">Free slots</h2>
          {slots === null ? (
            <p className="muted">Loading…</p>
          ) : (
            <>
              <p className="muted">{slots.length} free slots</p>
              {slots.length === 0 && (
                <p>
                  Fully booked{" "}
                  <button type="button" onClick={joinWaitlist}>Join waitlist</button>
                </p>
              )}
              {slots.length > 0 && (
                <table className="slots">
                  <thead>
                    <tr><th scope="col">Time</th><th scope="col"><span className="visually-hidden">Action</span></th></tr>
                  </thead>
                  <tbody>
                    {slots.map((s) => (
                      <tr key={s.start}>
                        <td>{span(s)}</td>
                        <td><button type="button" onClick={() => book(s)}>Book</button></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          )}
        </section>
      </div>
      <section aria-labelledby="bookings-h">
        <h2 id="bookings-h">Bookings</h2>
        {bookings.length === 0 ? (
          <p className="muted">No bookings for this room on this day.</p>
        ) : (
          <ul>
            {bookings.map((b) => (
              <li key={b.id}>
                <span>{span(b)} · {b.title} · {b.booked_for}</span>
                <button type="button" className="secondary" onClick={() => cancel(b)}>Cancel booking</button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="waitlist-h">
        <h2 id="waitlist-h">Waitlist</h2>
        {waitlist.length === 0 ? (
          <p className="muted">Nobody is waiting for this room on this day.</p>
        ) : (
          <ol>
            {waitlist.map((w) => <li key={w.id}>{w.position}. {w.person}</li>)}
          </ol>
        )}
      </section>
      <section aria-labelledby="overview-h">
        <h2 id="overview-h">Day overview</h2>
        <table>
          <thead>
            <tr><th scope="col">Room</th><th scope="col">Booked and free</th></tr>
          </thead>
          <tbody>
            {overview.map((r) => (
              <tr key={r.resource_id}><td>{r.name}</td><td>{r.booked_slots} booked · {r.free_slots} free</td></tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
