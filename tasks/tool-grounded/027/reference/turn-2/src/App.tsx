import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "dirty" | "clean" | "inspected" | "out_of_order";
type Room = {
  number: string;
  room_type: string;
  room_type_name: string;
  floor: number;
  housekeeping: Status;
  occupied_by: string | null;
  occupant_name: string | null;
  assigned_to: string[];
  note: string;
};
type Reservation = {
  id: string;
  guest_name: string;
  room_type: string;
  arrival: string;
  departure: string;
  status: string;
  room: string | null;
};

const SECTIONS: { status: Status; title: string }[] = [
  { status: "dirty", title: "Dirty" },
  { status: "clean", title: "Clean" },
  { status: "inspected", title: "Inspected" },
  { status: "out_of_order", title: "Out of order" },
];

const WORDS: Record<Status, string> = {
  dirty: "dirty",
  clean: "clean",
  inspected: "inspected",
  out_of_order: "out of order",
};

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function arrivalState(res: Reservation, rooms: Map<string, Room>): string {
  if (!res.room) return "Needs a room";
  const room = rooms.get(res.room);
  if (!room) return "Needs a room";
  if (room.housekeeping === "out_of_order") return "Room out of order";
  if (room.occupied_by) return "Guest still in room";
  if (room.housekeeping === "dirty") return "Needs cleaning";
  if (room.housekeeping === "clean") return "Needs inspection";
  return "Ready";
}


export default function App() {
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [businessDate, setBusinessDate] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Reservation[]>([]);

  async function loadAll() {
    try {
      const data = await callTool<{ business_date: string; rooms: Room[] }>("list_rooms", {});
      const res = await callTool<{ reservations: Reservation[] }>("list_reservations", { status: "booked" });
      setBooked(res.reservations);
      setRooms(data.rooms);
      setBusinessDate(data.business_date);
      setLoadError(null);
    } catch (err) {
      setLoadError(`Could not read the rooms: ${errorText(err)}`);
    }
  }

  useEffect(() => {
    void loadAll();
  }, []);


  async function changeStatus(number: string, status: Status) {
    setBusy(true);
    setMessage(null);
    try {
      const fresh = await callTool<{ evidence_token: string }>("get_room", { room: number });
      const out = await callTool<{ room: Room; previous: Status }>("set_housekeeping_status", {
        room: number,
        status,
        evidence_token: fresh.evidence_token,
      });
      setMessage(`Room ${out.room.number} is now ${WORDS[out.room.housekeeping]}`);
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
    }
    await loadAll();
    setBusy(false);
  }



  const byNumber = new Map((rooms ?? []).map((r) => [r.number, r] as [string, Room]));
  const arrivals = booked
    .filter((r) => r.arrival === businessDate)
    .sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true }));
  const arrivalRooms = new Set(arrivals.map((r) => r.room).filter((r): r is string => !!r));
  const typeNames = new Map((rooms ?? []).map((r) => [r.room_type, r.room_type_name] as [string, string]));
  const ready = arrivals.filter((r) => arrivalState(r, byNumber) === "Ready").length;

  function roomsIn(status: Status): Room[] {
    return (rooms ?? [])
      .filter((r) => r.housekeeping === status)
      .sort((a, b) => {
        const pa = arrivalRooms.has(a.number) ? 0 : 1;
        const pb = arrivalRooms.has(b.number) ? 0 : 1;
        if (pa !== pb) return pa - pb;
        return a.number.localeCompare(b.number, undefined, { numeric: true });
      });
  }


  const count = (s: Status) => (rooms ?? []).filter((r) => r.housekeeping === s).length;
  const total = rooms?.length ?? 0;

  function roomLine(room: Room): string {
    const parts = [room.number, room.room_type_name, room.occupant_name ?? (room.occupied_by ? room.occupied_by : "Vacant")];
    if (room.note) parts.push(room.note);
    if (arrivalRooms.has(room.number)) parts.push("Arrival today");
    return parts.join(" · ");
  }

  return (
    <main className="board">
      <header>
        <h1>Housekeeping board</h1>
        {businessDate && <p className="date">Business date: {businessDate}</p>}
      </header>

      {loadError && <p className="error">{loadError}</p>}

      {rooms && (
        <div className="summary">
          <p>
            {total} rooms: {count("dirty")} dirty · {count("clean")} clean · {count("inspected")} inspected ·{" "}
            {count("out_of_order")} out of order
          </p>
        </div>
      )}

      <div className="toolbar">
        <button type="button" onClick={() => void loadAll()} disabled={busy}>
          Reload
        </button>
      </div>

      <p className="message" role="status">
        {message ?? ""}
      </p>

      {rooms && (
        <div className="sections">
          {SECTIONS.map(({ status, title }) => {
            const list = roomsIn(status);
            const headingId = `section-${status}`;
            return (
              <section key={status} aria-labelledby={headingId} className={`column ${status}`}>
                <h2 id={headingId}>{title}</h2>
                {list.length === 0 ? (
                  <p className="empty">No rooms</p>
                ) : (
                  <ul>
                    {list.map((room) => (
                      <li key={room.number}>
                        <span className="line">{roomLine(room)}</span>
                        <span className="actions">
                          {status === "dirty" && (
                            <button type="button" disabled={busy} onClick={() => void changeStatus(room.number, "clean")}>
                              Mark clean
                            </button>
                          )}
                          {status === "clean" && (
                            <button
                              type="button"
                              disabled={busy}
                              onClick={() => void changeStatus(room.number, "inspected")}
                            >
                              Mark inspected
                            </button>
                          )}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}

      {rooms && (
        <section aria-labelledby="arrivals-heading" className="arrivals">
          <h2 id="arrivals-heading">Arrivals today</h2>
          <p>
            {ready} of {arrivals.length} ready
          </p>
          <ul>
            {arrivals.map((res) => {
              const state = arrivalState(res, byNumber);
              return (
                <li key={res.id}>
                  <span className="line">
                    {res.id} · {res.guest_name} · {typeNames.get(res.room_type) ?? res.room_type} ·{" "}
                    {res.room ? `room ${res.room}` : "no room"} · {state}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

    </main>
  );
}
