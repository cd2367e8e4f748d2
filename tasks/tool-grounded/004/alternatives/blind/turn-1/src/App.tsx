import { useEffect, useRef, useState } from "react";
import FreeSlots from "./FreeSlots";
import RoomsTable from "./RoomsTable";
import { errorMessage, loadFreeSlots, loadRooms } from "./booking";
import type { Room, Slot } from "./booking";
import { WEEK, dayLabel } from "./dates";
import "./app.css";

export default function App() {
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [roomsError, setRoomsError] = useState("");
  const [roomId, setRoomId] = useState("");
  const [date, setDate] = useState(WEEK[0]);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [slotsError, setSlotsError] = useState("");
  const slotsRequest = useRef(0);

  useEffect(() => {
    loadRooms()
      .then((list) => {
        setRooms(list);
        setRoomId((current) => current || list[0]?.id || "");
      })
      .catch((err) => setRoomsError(errorMessage(err)));
  }, []);

  useEffect(() => {
    if (!roomId) return;
    const n = ++slotsRequest.current;
    setSlots(null);
    setSlotsError("");
    loadFreeSlots(roomId, date)
      .then((list) => {
        if (n === slotsRequest.current) setSlots(list);
      })
      .catch((err) => {
        if (n === slotsRequest.current) setSlotsError(errorMessage(err));
      });
  }, [roomId, date]);

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
      </div>

      <div className="board">
        <FreeSlots slots={roomId ? slots : []} error={slotsError} />
        <RoomsTable rooms={rooms ?? []} />
      </div>
    </div>
  );
}
