import { useCallback, useEffect, useRef, useState } from "react";
import BookingsList from "./BookingsList";
import DayOverview from "./DayOverview";
import FreeSlots from "./FreeSlots";
import MyBookings from "./MyBookings";
import RoomsTable from "./RoomsTable";
import Waitlist from "./Waitlist";
import {
  bookSlot,
  cancelBooking,
  errorMessage,
  joinWaitlist,
  loadBookings,
  loadBookingsFor,
  loadDaySummary,
  loadFreeSlots,
  loadRooms,
  loadWaitlist,
  pushBackOneHour,
} from "./booking";
import type { Booking, DayRow, Room, Slot, WaitlistRow } from "./booking";
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
  const [attendees, setAttendees] = useState("");

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
  const [waitlist, setWaitlist] = useState<WaitlistRow[] | null>(null);
  const [waitlistError, setWaitlistError] = useState("");
  const waitlistRequest = useRef(0);
  const [mine, setMine] = useState<Booking[] | null>(null);
  const [mineError, setMineError] = useState("");
  const mineRequest = useRef(0);
  const person = bookedBy.trim();
  const personRef = useRef(person);
  personRef.current = person;

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

  const reloadWaitlist = useCallback(async (room: string, day: string) => {
    const n = ++waitlistRequest.current;
    try {
      const rows = await loadWaitlist(room, day);
      if (n === waitlistRequest.current) {
        setWaitlist(rows);
        setWaitlistError("");
      }
    } catch (err) {
      if (n === waitlistRequest.current) setWaitlistError(errorMessage(err));
    }
  }, []);

  useEffect(() => {
    if (!roomId) return;
    setSlots(null);
    setBookings(null);
    setWaitlist(null);
    void reloadDay(roomId, date);
    void reloadWaitlist(roomId, date);
  }, [roomId, date, reloadDay, reloadWaitlist]);

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

  /** The week's confirmed bookings of whoever is in "Booked by". */
  const reloadMine = useCallback(async () => {
    const n = ++mineRequest.current;
    const who = personRef.current;
    if (!who) {
      setMine(null);
      return;
    }
    try {
      const rows = await loadBookingsFor(who, WEEK);
      if (n === mineRequest.current) {
        setMine(rows);
        setMineError("");
      }
    } catch (err) {
      if (n === mineRequest.current) setMineError(errorMessage(err));
    }
  }, []);

  useEffect(() => {
    setMine(null);
    setMineError("");
    if (!person) {
      ++mineRequest.current;
      return;
    }
    const timer = window.setTimeout(() => void reloadMine(), 250);
    return () => window.clearTimeout(timer);
  }, [person, reloadMine]);

  /** Everything that a booking, cancellation or move can change. */
  const reloadAll = useCallback(
    async (room: string, day: string) => {
      await Promise.all([reloadDay(room, day), reloadOverview(day), reloadWaitlist(room, day), reloadMine()]);
    },
    [reloadDay, reloadOverview, reloadWaitlist, reloadMine],
  );

  const roomName = (id: string) => rooms?.find((r) => r.id === id)?.name ?? id;

  /** The rooms with enough seats for the number in "Attendees" (all rooms while it is empty). */
  function roomsFitting(value: string): Room[] {
    const text = value.trim();
    const need = text === "" ? NaN : Number(text);
    if (Number.isNaN(need)) return rooms ?? [];
    return (rooms ?? []).filter((r) => r.capacity >= need);
  }

  const offered = roomsFitting(attendees);

  function changeAttendees(value: string) {
    setAttendees(value);
    const fits = roomsFitting(value);
    if (!fits.some((r) => r.id === roomId)) setRoomId(fits[0]?.id ?? "");
  }

  async function queueUp() {
    const who = bookedBy.trim();
    if (!who) {
      setFlash({ tone: "error", text: "Enter who it is for" });
      return;
    }
    setBusy(true);
    setFlash(null);
    try {
      const joined = await joinWaitlist(roomId, date, who);
      await reloadWaitlist(roomId, date);
      setFlash({ tone: "ok", text: `${joined.person} is number ${joined.position} on the waitlist` });
    } catch (err) {
      setFlash({ tone: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

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
        text: `${roomName(booking.resource_id || roomId)} booked for ${dayLabel(booking.date || date)}, ${timeRange(booking.start, booking.end)} (ref ${booking.id})`,
      });
    } catch (err) {
      setFlash({ tone: "error", text: errorMessage(err) });
      await reloadAll(roomId, date);
    } finally {
      setBusy(false);
    }
  }

  async function pushBack(booking: Booking) {
    setBusy(true);
    setFlash(null);
    try {
      const moved = await pushBackOneHour(booking.id);
      await reloadAll(roomId, date);
      setFlash({ tone: "ok", text: `Moved ${moved.title || booking.title} to ${timeRange(moved.start, moved.end)}` });
    } catch (err) {
      setFlash({ tone: "error", text: errorMessage(err) });
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
            {offered.map((room) => (
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
        <div className="control narrow">
          <label htmlFor="attendees">Attendees</label>
          <input
            id="attendees"
            type="number"
            min={1}
            inputMode="numeric"
            value={attendees}
            onChange={(e) => changeAttendees(e.target.value)}
          />
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
          <FreeSlots
            hasRoom={roomId !== ""}
            slots={slots}
            error={slotsError}
            busy={busy}
            onBook={(s) => void book(s)}
            onJoinWaitlist={() => void queueUp()}
          />
          <BookingsList
            bookings={roomId ? bookings : []}
            error={bookingsError}
            busy={busy}
            onCancel={(b) => void cancel(b)}
          />
          <MyBookings
            person={person}
            bookings={mine}
            error={mineError}
            busy={busy}
            roomName={roomName}
            onPushBack={(b) => void pushBack(b)}
          />
          <Waitlist hasRoom={roomId !== ""} entries={waitlist} error={waitlistError} />
        </div>
        <div className="stack">
          <RoomsTable
            rooms={offered}
            emptyText={attendees.trim() ? "No room in service has that many seats." : "No rooms are in service."}
          />
          <DayOverview rooms={rooms ?? []} date={date} rows={overview} error={overviewError} />
        </div>
      </div>
    </div>
  );
}
