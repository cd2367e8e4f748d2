import { useCallback, useEffect, useRef, useState } from 'react';
import { BookingSummary, Room, Slot, bookSlot, fetchBookings, fetchFreeSlots, fetchRooms, reason } from './api';
import BookingsList from './BookingsList';
import FreeSlots from './FreeSlots';
import RoomsTable from './RoomsTable';
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
  const [flash, setFlash] = useState<Flash>(null);
  const [working, setWorking] = useState(false);

  const shown = useRef('');
  shown.current = `${roomId}|${date}`;

  /** Reads the live state of one room and day; results for a room/day no longer shown are dropped. */
  const loadBoard = useCallback(async (rid: string, day: string) => {
    const key = `${rid}|${day}`;
    const [free, booked] = await Promise.allSettled([fetchFreeSlots(rid, day), fetchBookings(rid, day)]);
    if (shown.current !== key) return;
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
    if (!roomId) return;
    setSlots(null);
    setBookings(null);
    void loadBoard(roomId, date);
  }, [roomId, date, loadBoard]);

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
        text: `Booked ${roomName(booking.resource_id)} ${span(booking.start, booking.end)} (${booking.id})`,
      });
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
            {(rooms ?? []).map((r) => (
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
          <FreeSlots slots={roomId ? slots : null} error={slotsError} busy={working} onBook={(s) => void book(s)} />
          <BookingsList bookings={roomId ? bookings : null} error={bookingsError} />
        </div>
        <div className="col">
          {rooms ? <RoomsTable rooms={rooms} /> : !roomsError && <p className="quiet">Loading rooms…</p>}
        </div>
      </div>
    </div>
  );
}
