import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BookingSummary,
  DayRow,
  Room,
  WaitlistRow,
  Slot,
  bookSlot,
  cancelBooking,
  fetchBookings,
  fetchBookingsFor,
  fetchDaySummary,
  fetchFreeSlots,
  fetchRooms,
  fetchWaitlist,
  joinWaitlist,
  pushBackOneHour,
  reason,
} from './api';
import BookingsList from './BookingsList';
import DayOverview from './DayOverview';
import MyBookings from './MyBookings';
import FreeSlots from './FreeSlots';
import RoomsTable from './RoomsTable';
import Waitlist from './Waitlist';
import { WEEK, dayLabel, span } from './week';
import './room-booking.css';

type Flash = { tone: 'good' | 'bad'; text: string } | null;

export default function App() {
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [roomsError, setRoomsError] = useState<string | null>(null);
  const [roomId, setRoomId] = useState('');
  const [date, setDate] = useState(WEEK[0]);
  const [title, setTitle] = useState('');
  const [bookedBy, setBookedBy] = useState('');
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [slotsError, setSlotsError] = useState<string | null>(null);
  const [bookings, setBookings] = useState<BookingSummary[] | null>(null);
  const [bookingsError, setBookingsError] = useState<string | null>(null);
  const [overview, setOverview] = useState<DayRow[] | null>(null);
  const [overviewError, setOverviewError] = useState<string | null>(null);
  const [waitlist, setWaitlist] = useState<WaitlistRow[] | null>(null);
  const [waitlistError, setWaitlistError] = useState<string | null>(null);
  const [attendees, setAttendees] = useState('');
  const [mine, setMine] = useState<BookingSummary[] | null>(null);
  const [mineError, setMineError] = useState<string | null>(null);
  const [flash, setFlash] = useState<Flash>(null);
  const [working, setWorking] = useState(false);

  const shown = useRef('');
  shown.current = `${roomId}|${date}`;

  /** Reads the live state of one room and day; results for a room/day no longer shown are dropped. */
  const loadBoard = useCallback(async (rid: string, day: string) => {
    const key = `${rid}|${day}`;
    const [free, booked, summary, queue] = await Promise.allSettled([
      fetchFreeSlots(rid, day),
      fetchBookings(rid, day),
      fetchDaySummary(day),
      fetchWaitlist(rid, day),
    ]);
    if (shown.current !== key) return;
    if (queue.status === 'fulfilled') {
      setWaitlist(queue.value);
      setWaitlistError(null);
    } else {
      setWaitlistError(reason(queue.reason));
    }
    if (summary.status === 'fulfilled') {
      setOverview(summary.value);
      setOverviewError(null);
    } else {
      setOverviewError(reason(summary.reason));
    }
    if (free.status === 'fulfilled') {
      setSlots(free.value);
      setSlotsError(null);
    } else {
      setSlotsError(reason(free.reason));
    }
    if (booked.status === 'fulfilled') {
      setBookings(booked.value);
      setBookingsError(null);
    } else {
      setBookingsError(reason(booked.reason));
    }
  }, []);

  useEffect(() => {
    fetchRooms()
      .then((list) => {
        setRooms(list);
        const aspen = list.find((r) => r.name === 'Aspen') ?? list[0];
        if (aspen) setRoomId(aspen.id);
      })
      .catch((err) => setRoomsError(reason(err)));
  }, []);

  useEffect(() => {
    setSlots(null);
    setBookings(null);
    setOverview(null);
    setWaitlist(null);
    if (roomId) {
      void loadBoard(roomId, date);
      return;
    }
    // No room selected (none fits yet): the day overview does not depend on the room.
    let current = true;
    fetchDaySummary(date)
      .then((rows) => current && setOverview(rows))
      .catch((err) => current && setOverviewError(reason(err)));
    return () => {
      current = false;
    };
  }, [roomId, date, loadBoard]);

  const person = bookedBy.trim();
  const personRef = useRef(person);
  personRef.current = person;
  const roomsRef = useRef<Room[] | null>(null);
  roomsRef.current = rooms;

  /** The person's confirmed bookings this week, in rooms that are in service. */
  const loadMine = useCallback(async (who: string) => {
    if (!who) return;
    try {
      const list = await fetchBookingsFor(who);
      if (personRef.current !== who) return;
      const inService = new Set((roomsRef.current ?? []).map((r) => r.id));
      setMine(list.filter((b) => WEEK.includes(b.date) && inService.has(b.resource_id)));
      setMineError(null);
    } catch (err) {
      if (personRef.current === who) setMineError(reason(err));
    }
  }, []);

  useEffect(() => {
    setMine(null);
    setMineError(null);
    if (!person || rooms === null) return;
    const t = window.setTimeout(() => void loadMine(person), 250);
    return () => window.clearTimeout(t);
  }, [person, rooms, loadMine]);

  const needed = attendees.trim() === '' ? null : Number(attendees);
  const minSeats = needed !== null && Number.isFinite(needed) ? needed : null;
  const fitting = (rooms ?? []).filter((r) => minSeats === null || r.capacity >= minSeats);
  const fittingKey = fitting.map((r) => r.id).join(',');

  // A room that is too small for the group is swapped for the first room that fits.
  useEffect(() => {
    if (rooms === null) return;
    const ids = fittingKey ? fittingKey.split(',') : [];
    if (!ids.includes(roomId)) setRoomId(ids[0] ?? '');
  }, [rooms, fittingKey, roomId]);

  const roomName = (id: string) => rooms?.find((r) => r.id === id)?.name ?? id;

  const book = async (slot: Slot) => {
    const what = title.trim();
    const who = bookedBy.trim();
    if (!what || !who) {
      setFlash({ tone: 'bad', text: 'Enter a meeting title and who it is for' });
      return;
    }
    setWorking(true);
    try {
      const booking = await bookSlot(roomId, date, slot.start, who, what);
      setFlash({
        tone: 'good',
        text: `${roomName(booking.resource_id)} booked for ${dayLabel(booking.date)}, ${span(booking.start, booking.end)} (ref ${booking.id})`,
      });
    } catch (err) {
      setFlash({ tone: 'bad', text: reason(err) });
    }
    await Promise.all([loadBoard(roomId, date), loadMine(person)]);
    setWorking(false);
  };

  const cancel = async (b: BookingSummary) => {
    setWorking(true);
    try {
      const done = await cancelBooking(b.id);
      setFlash({ tone: 'good', text: `Cancelled ${done.title}` });
    } catch (err) {
      setFlash({ tone: 'bad', text: reason(err) });
    }
    await Promise.all([loadBoard(roomId, date), loadMine(person)]);
    setWorking(false);
  };

  const pushBack = async (b: BookingSummary) => {
    setWorking(true);
    try {
      const moved = await pushBackOneHour(b.id);
      setFlash({ tone: 'good', text: `Moved ${moved.title} to ${dayLabel(moved.date)}, ${span(moved.start, moved.end)}` });
      await Promise.all([loadBoard(roomId, date), loadMine(person)]);
    } catch (err) {
      setFlash({ tone: 'bad', text: reason(err) });
    }
    setWorking(false);
  };

  const waitFor = async () => {
    const who = bookedBy.trim();
    if (!who) {
      setFlash({ tone: 'bad', text: 'Enter who it is for' });
      return;
    }
    setWorking(true);
    try {
      const joined = await joinWaitlist(roomId, date, who);
      setFlash({ tone: 'good', text: `${joined.person} is number ${joined.position} on the waitlist` });
    } catch (err) {
      setFlash({ tone: 'bad', text: reason(err) });
    }
    await loadBoard(roomId, date);
    setWorking(false);
  };

  return (
    <div className="app">
      <h1>Room booking</h1>

      {roomsError && (
        <p className="flash bad" role="alert">
          {roomsError}
        </p>
      )}

      <div className="controls">
        <div className="control">
          <label htmlFor="room-pick">Meeting room</label>
          <select id="room-pick" value={roomId} onChange={(e) => setRoomId(e.target.value)}>
            {fitting.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
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
            step={1}
            inputMode="numeric"
            value={attendees}
            onChange={(e) => setAttendees(e.target.value)}
          />
        </div>
        <div className="control">
          <label htmlFor="meeting-title">Meeting title</label>
          <input id="meeting-title" type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="control">
          <label htmlFor="booked-by">Booked by</label>
          <input id="booked-by" type="text" value={bookedBy} onChange={(e) => setBookedBy(e.target.value)} />
        </div>
      </div>

      {flash &&
        (flash.tone === 'good' ? (
          <p className="flash good" role="status">
            {flash.text}
          </p>
        ) : (
          <p className="flash bad" role="alert">
            {flash.text}
          </p>
        ))}

      <div className="board">
        <div className="col">
          <FreeSlots
            slots={roomId ? slots : null}
            error={slotsError}
            busy={working}
            noRoom={rooms !== null && !roomId}
            onBook={(s) => void book(s)}
            onWaitlist={() => void waitFor()}
          />
          {roomId && (
            <>
              <Waitlist rows={waitlist} error={waitlistError} />
              <BookingsList bookings={bookings} error={bookingsError} busy={working} onCancel={(b) => void cancel(b)} />
            </>
          )}
          <MyBookings
            person={person}
            bookings={mine}
            error={mineError}
            busy={working}
            roomName={roomName}
            onPushBack={(b) => void pushBack(b)}
          />
        </div>
        <div className="col">
          {rooms ? <RoomsTable rooms={fitting} /> : !roomsError && <p className="quiet">Loading rooms…</p>}
          <DayOverview date={date} rows={overview} error={overviewError} />
        </div>
      </div>
    </div>
  );
}
