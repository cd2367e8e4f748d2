import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "booked" | "in_house" | "checked_out" | "cancelled" | "no_show";
type Housekeeping = "dirty" | "clean" | "inspected" | "out_of_order";
type Reservation = {
  id: string;
  guest_name: string;
  room_type: string;
  arrival: string;
  departure: string;
  status: Status;
  room: string | null;
};
type Room = {
  number: string;
  room_type: string;
  room_type_name: string;
  housekeeping: Housekeeping;
  occupied_by: string | null;
  occupant_name: string | null;
  note: string;
};
type Snapshot = { businessDate: string; reservations: Reservation[]; rooms: Room[] };

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function idNumber(id: string): number {
  const m = /(\d+)$/.exec(id);
  return m ? Number(m[1]) : 0;
}

function byRoom(a: string, b: string): number {
  return idNumber(a) - idNumber(b) || a.localeCompare(b);
}

function dayNumber(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / 86400000;
}

function nightsLeft(r: Reservation, businessDate: string): number {
  return dayNumber(r.departure) - dayNumber(businessDate);
}

// two stays [aFrom, aTo) and [bFrom, bTo) share a night
function sharesNight(aFrom: string, aTo: string, bFrom: string, bTo: string): boolean {
  return aFrom < bTo && bFrom < aTo;
}

// rooms an in-house guest could move to for the rest of the stay, by room number
function freeRooms(guest: Reservation, snap: Snapshot): Room[] {
  return snap.rooms
    .filter(
      (room) =>
        room.room_type === guest.room_type &&
        room.housekeeping !== "out_of_order" &&
        !room.occupied_by &&
        !snap.reservations.some(
          (o) =>
            o.id !== guest.id &&
            o.status === "booked" &&
            o.room === room.number &&
            sharesNight(snap.businessDate, guest.departure, o.arrival, o.departure),
        ),
    )
    .sort((a, b) => byRoom(a.number, b.number));
}

export default function App() {
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [typeNames, setTypeNames] = useState<Record<string, string>>({});
  const [moveFor, setMoveFor] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  async function readState(): Promise<Snapshot> {
    const res = await callTool<{ business_date: string; reservations: Reservation[] }>("list_reservations", {});
    const rms = await callTool<{ business_date: string; rooms: Room[] }>("list_rooms", {});
    const next: Snapshot = { businessDate: res.business_date, reservations: res.reservations, rooms: rms.rooms };
    setSnap(next);
    return next;
  }

  async function refresh(): Promise<Snapshot | null> {
    try {
      const next = await readState();
      setLoadError(null);
      return next;
    } catch (err) {
      setLoadError(`Could not read the system: ${errorText(err)}`);
      return null;
    }
  }

  async function loadAll() {
    try {
      const info = await callTool<{ room_types: { code: string; name: string }[] }>("get_property_info", {});
      const names: Record<string, string> = {};
      for (const t of info.room_types) names[t.code] = t.name;
      setTypeNames(names);
    } catch (err) {
      setLoadError(`Could not read the system: ${errorText(err)}`);
      return;
    }
    await refresh();
  }

  useEffect(() => {
    void loadAll();
  }, []);

  function typeName(code: string): string {
    return typeNames[code] ?? snap?.rooms.find((r) => r.room_type === code)?.room_type_name ?? code;
  }

  async function findRoom(id: string) {
    const next = await refresh();
    if (next) {
      setMoveFor(id);
    }
  }

  const businessDate = snap?.businessDate ?? "";
  const inHouse = (snap?.reservations ?? [])
    .filter((r) => r.status === "in_house")
    .sort((a, b) => byRoom(a.room ?? "", b.room ?? ""));
  const moving = moveFor ? inHouse.find((r) => r.id === moveFor) : undefined;
  const movingRooms = moving && snap ? freeRooms(moving, snap) : [];

  return (
    <main className="desk">
      <h1>Room moves</h1>
      <p className="date">Business date: {businessDate || "…"}</p>
      <div className="toolbar">
        <button type="button" className="secondary" onClick={() => void loadAll()}>
          Reload
        </button>
      </div>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      {loadError && <p className="error">{loadError}</p>}

      <section className="panel" aria-labelledby="in-house-heading">
        <h2 id="in-house-heading">In house</h2>
        {snap === null ? (
          <p>Loading guests…</p>
        ) : (
          <>
            <p className="counts">
              {inHouse.length} {inHouse.length === 1 ? "guest" : "guests"} in house
            </p>
            <table>
              <thead>
                <tr>
                  <th>Room</th>
                  <th>Reservation</th>
                  <th>Guest</th>
                  <th>Room type</th>
                  <th>Departure</th>
                  <th className="num">Nights left</th>
                  <th>Action</th>
                </tr>
              </thead>
              <tbody>
                {inHouse.map((r) => (
                  <tr key={r.id}>
                    <td>{r.room}</td>
                    <td>{r.id}</td>
                    <td>{r.guest_name}</td>
                    <td>{typeName(r.room_type)}</td>
                    <td>{r.departure}</td>
                    <td className="num">{nightsLeft(r, businessDate)}</td>
                    <td>
                      {nightsLeft(r, businessDate) > 0 && (
                        <button type="button" onClick={() => void findRoom(r.id)}>
                          Find a room
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      {moving && (
        <section className="panel" aria-labelledby="move-heading">
          <h2 id="move-heading">Move {moving.id}</h2>
          {movingRooms.length === 0 ? (
            <p>
              No free {typeName(moving.room_type)} room for {moving.id}
            </p>
          ) : (
            <ul className="lines">
              {movingRooms.map((room) => (
                <li key={room.number}>
                  <span>
                    {room.number} · {room.housekeeping}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}
