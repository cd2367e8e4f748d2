import { useEffect, useState } from 'react';
import { Room, Slot, fetchFreeSlots, fetchRooms, reason } from './api';
import FreeSlots from './FreeSlots';
import RoomsTable from './RoomsTable';
import { WEEK, dayLabel } from './week';
import './room-booking.css';

export default function App() {
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [roomsError, setRoomsError] = useState<string | null>(null);
  const [roomId, setRoomId] = useState('');
  const [date, setDate] = useState(WEEK[0]);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [slotsError, setSlotsError] = useState<string | null>(null);

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
    let current = true;
    setSlots(null);
    setSlotsError(null);
    fetchFreeSlots(roomId, date)
      .then((list) => current && setSlots(list))
      .catch((err) => current && setSlotsError(reason(err)));
    return () => {
      current = false;
    };
  }, [roomId, date]);

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
      </div>

      <div className="board">
        <div className="col">
          <FreeSlots slots={roomId ? slots : null} error={slotsError} />
        </div>
        <div className="col">
          {rooms ? <RoomsTable rooms={rooms} /> : !roomsError && <p className="quiet">Loading rooms…</p>}
        </div>
      </div>
    </div>
  );
}
