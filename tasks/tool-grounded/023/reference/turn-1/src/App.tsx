import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Room = {
  id: string;
  name: string;
  location: string;
  capacity: number;
  slot_minutes: number;
  active: boolean;
  note: string;
};
type Booking = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
  status: string;
  cancel_reason?: string | null;
};

const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];

const dayLabel = (iso: string) => DAYS.find((d) => d.date === iso)?.label ?? iso;
const span = (b: { start: string; end: string }) => `${b.start}–${b.end}`;
const toMin = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};
const toHHMM = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const errText = (e: unknown) => String((e as Error)?.message ?? e);

export default function App() {
  const [rooms, setRooms] = useState<Room[]>([]);
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const [from, setFrom] = useState(DAYS[0].date);
  const [until, setUntil] = useState(DAYS[0].date);
  const [affected, setAffected] = useState<Booking[] | null>(null);
  const [error, setError] = useState("");
  const seq = useRef(0);

  const inService = rooms.filter((r) => r.active);
  const roomName = (id: string) => rooms.find((r) => r.id === id)?.name ?? id;
  const reversed = until < from;

  useEffect(() => {
    callTool<{ resources: Room[] }>("list_resources", { kind: "room" })
      .then((r) => setRooms(r.resources))
      .catch((e) => setError(errText(e)));
  }, []);

  const refresh = useCallback(async () => {
    const mine = ++seq.current;
    if (!rooms.length) return;
    if (reversed || closed.size === 0) {
      setAffected([]);
      return;
    }
    try {
      const all = await callTool<{ bookings: Booking[] }>("list_bookings", {});
      const rows = all.bookings
        .filter((b) => b.status === "confirmed" && closed.has(b.resource_id) && b.date >= from && b.date <= until)
        .sort(
          (a, c) =>
            a.date.localeCompare(c.date) ||
            a.start.localeCompare(c.start) ||
            roomName(a.resource_id).localeCompare(roomName(c.resource_id)),
        );
      if (mine !== seq.current) return;
      setAffected(rows);
    } catch (e) {
      if (mine === seq.current) setError(errText(e));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rooms, closed, from, until, reversed]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(closed);
    if (on) next.add(id);
    else next.delete(id);
    setClosed(next);
  };




  const count = affected?.length ?? 0;
  const countLine =
    count === 0
      ? "No bookings affected"
      : `${count} ${count === 1 ? "booking" : "bookings"} affected`;

  return (
    <main>
      <h1>Closure desk</h1>

      <section aria-labelledby="rooms-h">
        <h2 id="rooms-h">Rooms</h2>
        <p className="muted">Tick the rooms that are closed for works.</p>
        <ul className="rooms">
          {inService.map((r) => (
            <li key={r.id}>
              <label className="tick">
                <input type="checkbox" checked={closed.has(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} />
                {r.name}
              </label>
              <span className="muted">
                {r.capacity} seats · {r.location}
                {r.note ? ` · ${r.note}` : ""}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="controls">
        <label>
          Closed from
          <select value={from} onChange={(e) => setFrom(e.target.value)}>
            {DAYS.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Closed until
          <select value={until} onChange={(e) => setUntil(e.target.value)}>
            {DAYS.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <section aria-labelledby="affected-h">
        <h2 id="affected-h">Affected bookings</h2>
        {error && <p className="error">{error}</p>}
        {reversed ? (
          <p className="error">The closure cannot end before it starts</p>
        ) : (
          <>
            <p className="count">{countLine}</p>
            {count > 0 && (
              <table>
                <thead>
                  <tr>
                    <th>Booking</th>
                    <th>Day</th>
                    <th>Time</th>
                    <th>Room</th>
                    <th>Booked for</th>
                    <th>Title</th>
                  </tr>
                </thead>
                <tbody>
                  {(affected ?? []).map((b) => {
                    return (
                      <tr key={b.id}>
                        <td>{b.id}</td>
                        <td>{dayLabel(b.date)}</td>
                        <td>{span(b)}</td>
                        <td>{roomName(b.resource_id)}</td>
                        <td>{b.booked_for}</td>
                        <td>{b.title}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>
    </main>
  );
}
