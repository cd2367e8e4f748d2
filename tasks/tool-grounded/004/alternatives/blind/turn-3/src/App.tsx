import { useCallback, useEffect, useRef, useState } from "react";
import BookingsList from "./BookingsList";
import DayOverview from "./DayOverview";
import FreeSlots from "./FreeSlots";
import RoomsTable from "./RoomsTable";
import { bookSlot, cancelBooking, errorMessage, loadBookings, loadDaySummary, loadFreeSlots, loadRooms } from "./booking";
import type { Booking, DayRow, Room, Slot } from "./booking";
import { WEEK, dayLabel, timeRange } from "./dates";
import "./app.css";

type Flash = { tone: "ok" | "error"; text: string } | null;

export default function App() {
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [roomsError, setRoomsError] = useState("");
  const [roomId, setRoomId] = useState("");
  const [date, setDate] = useState(WEEK[0]);
  const [title, setTitle] = useState("");
  const [bookedBy, setBookedBy] = useState("");

  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [slotsError, setSlotsError] = useState("");
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [bookingsError, setBookingsError] = useState("");
  const [flash, setFlash] = useState<Flash>(null);
  const [busy, setBusy] = useState(false);
  const slotsRequest = useRef(0);
  const bookingsRequest = useRef(0);
  const [overview, setOverview] = useState<DayRow[] | null>(null);
  const [overviewError, setOverviewError] = useState("");
  const overviewRequest = useRef(0);

  useEffect(() => {
    loadRooms()
      .then((list) => {
        setRooms(list);
        setRoomId((current) => current || list[0]?.id || "");
      })
      .catch((err) => setRoomsError(errorMessage(err)));
  }, []);

  /** Reads the free slots and the bookings of a room and day from the system. */
  const reloadDay = useCallback(async (room: string, day: string) => {
    const s = ++slotsRequest.current;
    const b = ++bookingsRequest.current;
    await Promise.all([
      loadFreeSlots(room, day)
        .then((list) => {
          if (s === slotsRequest.current) {
            setSlots(list);
            setSlotsError("");
          }
        })
        .catch((err) => {
          if (s === slotsRequest.current) setSlotsError(errorMessage(err));
        }),
      loadBookings(room, day)
        .then((list) => {
          if (b === bookingsRequest.current) {
            setBookings(list);
            setBookingsError("");
          }
        })
        .catch((err) => {
          if (b === bookingsRequest.current) setBookingsError(errorMessage(err));
        }),
    ]);
  }, []);

  useEffect(() => {
    if (!roomId) return;
    setSlots(null);
    setBookings(null);
    void reloadDay(roomId, date);
  }, [roomId, date, reloadDay]);

  const reloadOverview = useCallback(async (day: string) => {
    const n = ++overviewRequest.current;
    try {
      const rows = await loadDaySummary(day);
      if (n === overviewRequest.current) {
        setOverview(rows);
        setOverviewError("");
      }
    } catch (err) {
      if (n === overviewRequest.current) setOverviewError(errorMessage(err));
    }
  }, []);

  useEffect(() => {
    setOverview(null);
    void reloadOverview(date);
  }, [date, reloadOverview]);

  /** Everything that a booking or cancellation can change. */
  const reloadAll = useCallback(
    async (room: string, day: string) => {
      await Promise.all([reloadDay(room, day), reloadOverview(day)]);
    },
    [reloadDay, reloadOverview],
  );

  const roomName = (id: string) => rooms?.find((r) => r.id === id)?.name ?? id;

  async function book(slot: Slot) {
    const what = title.trim();
    const who = bookedBy.trim();
    if (!what || !who) {
      setFlash({ tone: "error", text: "Enter a meeting title and who it is for" });
      return;
    }
    setBusy(true);
    setFlash(null);
    try {
      const booking = await bookSlot(roomId, date, slot.start, who, what);
      await reloadAll(roomId, date);
      setFlash({
        tone: "ok",
        text: `Booked ${roomName(booking.resource_id || roomId)} ${timeRange(booking.start, booking.end)} (${booking.id})`,
      });
    } catch (err) {
      setFlash({ tone: "error", text: errorMessage(err) });
      await reloadAll(roomId, date);
    } finally {
      setBusy(false);
    }
  }

  async function cancel(booking: Booking) {
    setBusy(true);
    setFlash(null);
    try {
      const cancelled = await cancelBooking(booking.id);
      await reloadAll(roomId, date);
      setFlash({ tone: "ok", text: `Cancelled ${cancelled.title || booking.title}` });
    } catch (err) {
      setFlash({ tone: "error", text: errorMessage(err) });
      await reloadAll(roomId, date);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page">
      <h1>Room booking</h1>
      <p className="muted intro">Larkspur Street office · one-hour slots, 08:00–18:00.</p>

      {roomsError && (
        <p role="alert" className="error">
          Could not load the rooms: {roomsError}
        </p>
      )}

      <div className="controls">
        <div className="control">
          <label htmlFor="room-pick">Meeting room</label>
          <select id="room-pick" value={roomId} onChange={(e) => setRoomId(e.target.value)}>
            {(rooms ?? []).map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </select>
        </div>
        <div className="control">
          <label htmlFor="date-pick">Date</label>
          <select id="date-pick" value={date} onChange={(e) => setDate(e.target.value)}>
            {WEEK.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </div>
        <div className="control">
          <label htmlFor="meeting-title">Meeting title</label>
          <input id="meeting-title" type="text" maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="control">
          <label htmlFor="booked-by">Booked by</label>
          <input id="booked-by" type="text" maxLength={80} value={bookedBy} onChange={(e) => setBookedBy(e.target.value)} />
        </div>
      </div>

      {flash && (
        <p role={flash.tone === "error" ? "alert" : "status"} className={flash.tone === "error" ? "error" : "ok"}>
          {flash.text}
        </p>
      )}

      <div className="board">
        <div className="stack">
          <FreeSlots slots={roomId ? slots : []} error={slotsError} busy={busy} onBook={(s) => void book(s)} />
          <BookingsList
            bookings={roomId ? bookings : []}
            error={bookingsError}
            busy={busy}
            onCancel={(b) => void cancel(b)}
          />
        </div>
        <div className="stack">
          <RoomsTable rooms={rooms ?? []} />
          <DayOverview rooms={rooms ?? []} date={date} rows={overview} error={overviewError} />
        </div>
      </div>
    </div>
  );
}
