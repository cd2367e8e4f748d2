import { useEffect, useRef, useState } from "react";
import "./desk.css";
import {
  cancelBooking,
  getBooking,
  loadBookings,
  loadCancelled,
  loadDaySummary,
  loadRooms,
  reasonOf,
  type Booking,
  type BookingSummary,
  type DayRow,
  type Room,
} from "./booking";
import { DAYS, dayLabel } from "./days";
import BookingsTable from "./BookingsTable";
import RoomLoad from "./RoomLoad";
import CancelledList from "./CancelledList";

export default function App() {
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [day, setDay] = useState(DAYS[0].iso);
  const [bookings, setBookings] = useState<BookingSummary[] | null>(null);
  const [load, setLoad] = useState<DayRow[] | null>(null);
  const [cancelled, setCancelled] = useState<Booking[] | null>(null);
  const [trouble, setTrouble] = useState("");
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const round = useRef(0);

  const roomIds = new Set((rooms ?? []).map((r) => r.id));
  const roomName = (id: string) => rooms?.find((r) => r.id === id)?.name ?? id;

  async function readDay(date: string) {
    const mine = ++round.current;
    try {
      const [list, summary, gone] = await Promise.all([
        loadBookings(date),
        loadDaySummary(date),
        loadCancelled(date),
      ]);
      if (mine !== round.current) return;
      setBookings(list);
      setLoad(summary);
      setCancelled(gone);
    } catch (err) {
      if (mine === round.current) setTrouble(reasonOf(err));
    }
  }

  useEffect(() => {
    loadRooms()
      .then(setRooms)
      .catch((err) => setTrouble(reasonOf(err)));
  }, []);

  useEffect(() => {
    setBookings(null);
    setLoad(null);
    setCancelled(null);
    void readDay(day);
  }, [day]);

  async function cancel(row: BookingSummary) {
    const why = reason.trim();
    if (!why) {
      setMessage({ ok: false, text: "Give a reason first" });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const read = await getBooking(row.id);
      const done = await cancelBooking(row.id, read.evidence_token, why);
      setMessage({ ok: true, text: `Cancelled ${done.title} (${done.id})` });
    } catch (err) {
      setMessage({ ok: false, text: reasonOf(err) });
    }
    await readDay(day);
    setBusy(false);
  }

  const label = dayLabel(day);
  const shown = rooms && bookings ? bookings.filter((b) => roomIds.has(b.resource_id)) : null;
  const loadShown = rooms && load ? load.filter((r) => roomIds.has(r.resource_id)) : null;
  const cancelledShown = rooms && cancelled ? cancelled.filter((b) => roomIds.has(b.resource_id)) : null;

  return (
    <main className="desk">
      <h1>Rescheduling desk</h1>
      <div className="toolbar">
        <label className="field">
          <span>Day</span>
          <select value={day} onChange={(e) => setDay(e.target.value)}>
            {DAYS.map((d) => (
              <option key={d.iso} value={d.iso}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {trouble && (
        <p className="trouble" role="alert">
          {trouble}
        </p>
      )}
      {message &&
        (message.ok ? (
          <p className="done" role="status">
            {message.text}
          </p>
        ) : (
          <p className="trouble" role="alert">
            {message.text}
          </p>
        ))}

      <section className="box">
        <h2>Bookings</h2>
        {shown === null ? (
          <p className="muted">Reading bookings…</p>
        ) : (
          <>
            <label className="field reason">
              <span>Reason</span>
              <input type="text" value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
            <p className="count">{`${shown.length} ${shown.length === 1 ? "booking" : "bookings"} on ${label}`}</p>
            <BookingsTable bookings={shown} roomName={roomName} busy={busy} onCancel={cancel} />
          </>
        )}
      </section>

      <section className="box">
        <h2>Room load</h2>
        <RoomLoad rows={loadShown} roomName={roomName} />
      </section>

      <section className="box">
        <h2>Cancelled</h2>
        <CancelledList rows={cancelledShown} dayName={label} roomName={roomName} />
      </section>
    </main>
  );
}
