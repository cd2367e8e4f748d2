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
type Move = { id: string; reservation_id: string; from_room: string; to_room: string; reason: string; at: string };
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

function statusText(status: Housekeeping): string {
  return status === "out_of_order" ? "out of order" : status;
}

export default function App() {
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [typeNames, setTypeNames] = useState<Record<string, string>>({});
  const [moveFor, setMoveFor] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [toClose, setToClose] = useState("");
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
      setReason("");
    }
  }

  async function moveHere(room: string) {
    const why = reason.trim();
    if (why.length < 3) {
      setMessage("Write a reason of at least 3 characters");
      return;
    }
    const id = moveFor;
    if (!id) return;
    try {
      const fresh = await callTool<{ evidence_token: string }>("get_reservation", { reservation_id: id });
      const out = await callTool<{ move: Move; reservation: Reservation }>("move_room", {
        reservation_id: id,
        to_room: room,
        reason: why,
        evidence_token: fresh.evidence_token,
      });
      setMessage(`${out.reservation.id} moved from room ${out.move.from_room} to room ${out.move.to_room} (${out.move.id})`);
      setMoveFor(null);
      setReason("");
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
    }
    await refresh();
  }

  async function returnToService(number: string) {
    try {
      const fresh = await callTool<{ evidence_token: string }>("get_room", { room: number });
      const out = await callTool<{ room: Room }>("set_housekeeping_status", {
        room: number,
        status: "dirty",
        evidence_token: fresh.evidence_token,
      });
      setMessage(`Room ${out.room.number} is back in service (${statusText(out.room.housekeeping)})`);
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
    }
    await refresh();
  }

  async function closeRoom(number: string): Promise<string> {
    const fresh = await callTool<{ evidence_token: string }>("get_room", { room: number });
    const out = await callTool<{ room: Room }>("set_housekeeping_status", {
      room: number,
      status: "out_of_order",
      evidence_token: fresh.evidence_token,
    });
    return out.room.number;
  }

  async function takeOutOfService(number: string) {
    const room = snap?.rooms.find((r) => r.number === number);
    if (!room) return;
    if (room.occupied_by) {
      setMessage(`Room ${room.number} has a guest: move ${room.occupant_name ?? room.occupied_by} first`);
      return;
    }
    try {
      const closed = await closeRoom(number);
      setMessage(`Room ${closed} is out of service`);
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
    }
    await refresh();
  }

  const businessDate = snap?.businessDate ?? "";
  const inHouse = (snap?.reservations ?? [])
    .filter((r) => r.status === "in_house")
    .sort((a, b) => byRoom(a.room ?? "", b.room ?? ""));
  const moving = moveFor ? inHouse.find((r) => r.id === moveFor) : undefined;
  const movingRooms = moving && snap ? freeRooms(moving, snap) : [];
  const outOfOrder = (snap?.rooms ?? [])
    .filter((r) => r.housekeeping === "out_of_order")
    .sort((a, b) => byRoom(a.number, b.number));
  const closable = (snap?.rooms ?? [])
    .filter((r) => r.housekeeping !== "out_of_order")
    .sort((a, b) => byRoom(a.number, b.number));
  const chosen = closable.some((r) => r.number === toClose) ? toClose : closable[0]?.number ?? "";

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
          <label className="field">
            Reason
            <input type="text" value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
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
                  <button type="button" onClick={() => void moveHere(room.number)}>
                    Move here
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="panel" aria-labelledby="oos-heading">
        <h2 id="oos-heading">Out of service</h2>
        {outOfOrder.length === 0 ? (
          <p>No rooms out of service</p>
        ) : (
          <ul className="lines">
            {outOfOrder.map((room) => (
              <li key={room.number}>
                <span>
                  {room.number} · {room.room_type_name}
                  {room.note ? ` · ${room.note}` : ""}
                </span>
                <button type="button" onClick={() => void returnToService(room.number)}>
                  Return to service
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="close-form">
          <label className="field">
            Room to close
            <select value={chosen} onChange={(e) => setToClose(e.target.value)}>
              {closable.map((room) => (
                <option key={room.number} value={room.number}>
                  {room.number} · {room.room_type_name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" disabled={!chosen} onClick={() => void takeOutOfService(chosen)}>
            Take out of service
          </button>
        </div>
      </section>
    </main>
  );
}
