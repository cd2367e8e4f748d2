import { useEffect, useRef, useState } from "react";
import "./desk.css";
import {
  loadBookings,
  loadDaySummary,
  loadRooms,
  reasonOf,
  type BookingSummary,
  type DayRow,
  type Room,
} from "./booking";
import { DAYS, dayLabel } from "./days";
import BookingsTable from "./BookingsTable";
import RoomLoad from "./RoomLoad";

export default function App() {
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [day, setDay] = useState(DAYS[0].iso);
  const [bookings, setBookings] = useState<BookingSummary[] | null>(null);
  const [load, setLoad] = useState<DayRow[] | null>(null);
  const [trouble, setTrouble] = useState("");
  const round = useRef(0);

  const roomIds = new Set((rooms ?? []).map((r) => r.id));
  const roomName = (id: string) => rooms?.find((r) => r.id === id)?.name ?? id;

  async function readDay(date: string) {
    const mine = ++round.current;
    try {
      const [list, summary] = await Promise.all([loadBookings(date), loadDaySummary(date)]);
      if (mine !== round.current) return;
      setBookings(list);
      setLoad(summary);
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
    void readDay(day);
  }, [day]);

  const label = dayLabel(day);
  const shown = rooms && bookings ? bookings.filter((b) => roomIds.has(b.resource_id)) : null;
  const loadShown = rooms && load ? load.filter((r) => roomIds.has(r.resource_id)) : null;

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

      <section className="box">
        <h2>Bookings</h2>
        {shown === null ? (
          <p className="muted">Reading bookings…</p>
        ) : (
          <>
            <p className="count">{`${shown.length} ${shown.length === 1 ? "booking" : "bookings"} on ${label}`}</p>
            <BookingsTable bookings={shown} roomName={roomName} />
          </>
        )}
      </section>

      <section className="box">
        <h2>Room load</h2>
        <RoomLoad rows={loadShown} roomName={roomName} />
      </section>
    </main>
  );
}
