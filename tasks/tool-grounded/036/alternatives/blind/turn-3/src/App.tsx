import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";
import {
  byRoomNumber,
  errorText,
  nightsBetween,
  sharesNight,
  type ResRow,
  type RoomMove,
  type RoomRow,
} from "./util";

type Snapshot = {
  businessDate: string;
  inHouse: ResRow[];
  booked: ResRow[];
  rooms: RoomRow[];
};

type Notice = { text: string; error: boolean } | null;

const EMPTY: Snapshot = { businessDate: "", inHouse: [], booked: [], rooms: [] };

/** Rooms "Find a room" lists for an in-house guest. */
function freeRoomsFor(snap: Snapshot, guest: ResRow): RoomRow[] {
  const bookedById = new Map(snap.booked.map((r) => [r.id, r]));
  return snap.rooms
    .filter((room) => {
      if (room.room_type !== guest.room_type) return false;
      if (room.housekeeping === "out_of_order") return false;
      if (room.occupied_by) return false;
      const holders = new Set<string>(room.assigned_to);
      for (const b of snap.booked) if (b.room === room.number) holders.add(b.id);
      for (const id of holders) {
        if (id === guest.id) continue;
        const b = bookedById.get(id);
        if (!b) return false;
        if (sharesNight(b.arrival, b.departure, snap.businessDate, guest.departure)) return false;
      }
      return true;
    })
    .sort((a, b) => byRoomNumber(a.number, b.number));
}

export default function App() {
  const [snap, setSnap] = useState<Snapshot>(EMPTY);
  const [typeNames, setTypeNames] = useState<Record<string, string>>({});
  const [loaded, setLoaded] = useState(false);
  const [moveFor, setMoveFor] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [closeChoice, setCloseChoice] = useState("");

  async function readRoomsAndReservations(): Promise<Snapshot> {
    const [inHouseOut, bookedOut, roomsOut] = await Promise.all([
      callTool<{ business_date: string; reservations: ResRow[] }>("list_reservations", { status: "in_house" }),
      callTool<{ business_date: string; reservations: ResRow[] }>("list_reservations", { status: "booked" }),
      callTool<{ business_date: string; rooms: RoomRow[] }>("list_rooms", {}),
    ]);
    const next: Snapshot = {
      businessDate: roomsOut.business_date || inHouseOut.business_date,
      inHouse: inHouseOut.reservations,
      booked: bookedOut.reservations,
      rooms: roomsOut.rooms,
    };
    setSnap(next);
    return next;
  }

  async function readEverything() {
    const info = await callTool<{ business_date: string; room_types: { code: string; name: string }[] }>(
      "get_property_info",
      {},
    );
    const names: Record<string, string> = {};
    for (const t of info.room_types) names[t.code] = t.name;
    setTypeNames(names);
    const next = await readRoomsAndReservations();
    if (!next.businessDate) setSnap({ ...next, businessDate: info.business_date });
    setLoaded(true);
  }

  useEffect(() => {
    readEverything().catch((err) => setNotice({ text: `Could not read the system: ${errorText(err)}`, error: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } catch (err) {
      setNotice({ text: `Could not read the system: ${errorText(err)}`, error: true });
    } finally {
      setBusy(false);
    }
  }

  function reload() {
    run(async () => {
      setNotice(null);
      await readEverything();
    });
  }

  function findRoom(resId: string) {
    run(async () => {
      setNotice(null);
      await readRoomsAndReservations();
      setMoveFor(resId);
      setReason("");
    });
  }

  function moveHere(guest: ResRow, toRoom: string) {
    const trimmed = reason.trim();
    if (trimmed.length < 3) {
      setNotice({ text: "Write a reason of at least 3 characters", error: true });
      return;
    }
    run(async () => {
      try {
        const fresh = await callTool<{ evidence_token: string }>("get_reservation", { reservation_id: guest.id });
        const out = await callTool<{ move: RoomMove }>("move_room", {
          reservation_id: guest.id,
          to_room: toRoom,
          reason: trimmed,
          evidence_token: fresh.evidence_token,
        });
        setNotice({
          text: `${out.move.reservation_id} moved from room ${out.move.from_room} to room ${out.move.to_room} (${out.move.id})`,
          error: false,
        });
        setMoveFor(null);
        setReason("");
      } catch (err) {
        setNotice({ text: `Refused: ${errorText(err)}`, error: true });
      }
      await readRoomsAndReservations();
    });
  }

  function returnToService(roomNumber: string) {
    run(async () => {
      try {
        const fresh = await callTool<{ evidence_token: string }>("get_room", { room: roomNumber });
        const out = await callTool<{ room: RoomRow }>("set_housekeeping_status", {
          room: roomNumber,
          status: "dirty",
          evidence_token: fresh.evidence_token,
        });
        setNotice({ text: `Room ${out.room.number} is back in service (${out.room.housekeeping})`, error: false });
      } catch (err) {
        setNotice({ text: `Refused: ${errorText(err)}`, error: true });
      }
      await readRoomsAndReservations();
    });
  }

  function takeOutOfService(roomNumber: string) {
    if (!roomNumber) return;
    const room = snap.rooms.find((r) => r.number === roomNumber);
    if (room && room.occupied_by) {
      const guest = snap.inHouse.find((r) => r.id === room.occupied_by);
      const guestName = guest?.guest_name ?? room.occupant_name ?? room.occupied_by;
      setNotice({ text: `Room ${roomNumber} has a guest: move ${guestName} first`, error: true });
      return;
    }
    run(async () => {
      try {
        const fresh = await callTool<{ evidence_token: string }>("get_room", { room: roomNumber });
        const out = await callTool<{ room: RoomRow }>("set_housekeeping_status", {
          room: roomNumber,
          status: "out_of_order",
          evidence_token: fresh.evidence_token,
        });
        setNotice({ text: `Room ${out.room.number} is out of service`, error: false });
      } catch (err) {
        setNotice({ text: `Refused: ${errorText(err)}`, error: true });
      }
      await readRoomsAndReservations();
    });
  }

  const inHouseRows = [...snap.inHouse].sort((a, b) => byRoomNumber(a.room ?? "", b.room ?? ""));
  const moveGuest = moveFor ? snap.inHouse.find((r) => r.id === moveFor) : undefined;
  const moveRooms = moveGuest ? freeRoomsFor(snap, moveGuest) : [];
  const outOfOrder = snap.rooms
    .filter((r) => r.housekeeping === "out_of_order")
    .sort((a, b) => byRoomNumber(a.number, b.number));
  const closable = snap.rooms
    .filter((r) => r.housekeeping !== "out_of_order")
    .sort((a, b) => byRoomNumber(a.number, b.number));
  const chosenClose = closable.some((r) => r.number === closeChoice) ? closeChoice : closable[0]?.number ?? "";
  const count = snap.inHouse.length;

  return (
    <main className="page">
      <h1>Room moves</h1>
      <p className="bizdate">Business date: {snap.businessDate || "…"}</p>
      <div className="toolbar">
        <button type="button" onClick={reload} disabled={busy}>
          Reload
        </button>
      </div>
      {notice && (
        <p className={notice.error ? "notice error" : "notice"} role="status">
          {notice.text}
        </p>
      )}

      <section className="panel" aria-labelledby="inhouse-h">
        <h2 id="inhouse-h">In house</h2>
        {loaded && (
          <p>
            {count} {count === 1 ? "guest" : "guests"} in house
          </p>
        )}
        <table>
          <thead>
            <tr>
              <th>Room</th>
              <th>Reservation</th>
              <th>Guest</th>
              <th>Room type</th>
              <th>Departure</th>
              <th>Nights left</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {inHouseRows.map((r) => {
              const left = nightsBetween(snap.businessDate, r.departure);
              return (
                <tr key={r.id}>
                  <td>{r.room}</td>
                  <td>{r.id}</td>
                  <td>{r.guest_name}</td>
                  <td>{typeNames[r.room_type] ?? r.room_type}</td>
                  <td>{r.departure}</td>
                  <td>{left}</td>
                  <td>
                    {left > 0 && (
                      <button type="button" onClick={() => findRoom(r.id)} disabled={busy}>
                        Find a room
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      {moveGuest && (
        <section className="panel" aria-labelledby="move-h">
          <h2 id="move-h">Move {moveGuest.id}</h2>
          <div className="field">
            <label htmlFor="move-reason">Reason</label>
            <input id="move-reason" type="text" value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          {moveRooms.length === 0 ? (
            <p>
              No free {typeNames[moveGuest.room_type] ?? moveGuest.room_type} room for {moveGuest.id}
            </p>
          ) : (
            <ul className="lines">
              {moveRooms.map((room) => (
                <li key={room.number}>
                  <span>
                    {room.number} · {room.housekeeping}
                  </span>
                  <button
                    type="button"
                    onClick={() => moveHere(moveGuest, room.number)}
                    disabled={busy}
                  >
                    Move here
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="panel" aria-labelledby="oos-h">
        <h2 id="oos-h">Out of service</h2>
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
                <button
                  type="button"
                  onClick={() => returnToService(room.number)}
                  disabled={busy}
                >
                  Return to service
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="row">
          <div className="field">
            <label htmlFor="close-room">Room to close</label>
            <select id="close-room" value={chosenClose} onChange={(e) => setCloseChoice(e.target.value)}>
              {closable.map((room) => (
                <option key={room.number} value={room.number}>
                  {room.number} · {room.room_type_name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <button type="button" onClick={() => takeOutOfService(chosenClose)} disabled={busy || !chosenClose}>
              Take out of service
            </button>
          </div>
        </div>
      </section>


    </main>
  );
}
