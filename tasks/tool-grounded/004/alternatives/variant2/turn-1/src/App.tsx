import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Room = { id: string; name: string; location: string; capacity: number; active: boolean };
type Slot = { start: string; end: string };

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
  const [error, setError] = useState("");

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
    setSlots(null);
    callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: roomId, date })
      .then((r) => current && setSlots(r.slots))
      .catch((e) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [roomId, date]);

  return (
    <main>
      <h1>Room booking</h1>
      {error && <p className="error" role="alert">{error}</p>}
      <div className="controls">
        <label>
          Meeting room
          <select value={roomId} onChange={(e) => setRoomId(e.target.value)}>
            {rooms.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </select>
        </label>
        <label>
          Date
          <select value={date} onChange={(e) => setDate(e.target.value)}>
            {DAYS.map((d) => <option key={d.date} value={d.date}>{d.label}</option>)}
          </select>
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
              {rooms.map((r) => (
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
              {slots.length > 0 && (
                <table className="slots">
                  <thead>
                    <tr><th scope="col">Time</th></tr>
                  </thead>
                  <tbody>
                    {slots.map((s) => (
                      <tr key={s.start}><td>{span(s)}</td></tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          )}
        </section>
      </div>
    </main>
  );
}
