import { useCallback, useEffect, useRef, useState } from "react";
import ArrivalsSection from "./ArrivalsSection";
import RoomSection from "./RoomSection";
import ShiftLog from "./ShiftLog";
import type { LogEntry } from "./ShiftLog";
import type { RoomAction } from "./RoomSection";
import {
  SECTION_ORDER,
  arrivalsOn,
  assignRoom,
  byNumber,
  errorText,
  fetchBookedReservations,
  fetchProperty,
  fetchRooms,
  readReservation,
  readRoom,
  setHousekeeping,
  statusWord,
} from "./guesthouse";
import type { Housekeeping, PropertyInfo, Reservation, Room } from "./guesthouse";
import "./app.css";

const TAKE_OUT: RoomAction = { label: "Take out of order", target: "out_of_order" };

const ACTIONS: Record<Housekeeping, RoomAction[]> = {
  dirty: [{ label: "Mark clean", target: "clean" }, TAKE_OUT],
  clean: [{ label: "Mark inspected", target: "inspected" }, TAKE_OUT],
  inspected: [TAKE_OUT],
  out_of_order: [{ label: "Return to service", target: "dirty" }],
};

function guestMessage(room: Room): string {
  return `Room ${room.number} has a guest in it (${room.occupant_name ?? room.occupied_by})`;
}

export default function App() {
  const [property, setProperty] = useState<PropertyInfo | null>(null);
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [booked, setBooked] = useState<Reservation[]>([]);
  const [loadProblem, setLoadProblem] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [log, setLog] = useState<LogEntry[]>([]);
  const loadNo = useRef(0);
  const logNo = useRef(0);

  const addLog = (text: string) => {
    const key = ++logNo.current;
    setLog((prev) => [{ key, text }, ...prev]);
  };

  const logStatusChange = (room: Room, previous: Housekeeping) => {
    addLog(`Room ${room.number}: ${statusWord(previous)} → ${statusWord(room.housekeeping)}`);
  };

  const loadAll = useCallback(async () => {
    const ticket = ++loadNo.current;
    try {
      const [liveProperty, liveRooms, liveBooked] = await Promise.all([
        fetchProperty(),
        fetchRooms(),
        fetchBookedReservations(),
      ]);
      if (ticket !== loadNo.current) return;
      setProperty(liveProperty);
      setRooms(liveRooms);
      setBooked(liveBooked);
      setLoadProblem("");
    } catch (err) {
      if (ticket === loadNo.current) setLoadProblem(errorText(err));
    }
  }, []);

  useEffect(() => {
    void loadAll();
  }, [loadAll]);

  const changeStatus = async (room: Room, target: Housekeeping) => {
    if (target === "out_of_order" && room.occupied_by) {
      setMessage(guestMessage(room));
      return;
    }
    setBusy(true);
    try {
      const fresh = await readRoom(room.number);
      if (target === "out_of_order" && fresh.room.occupied_by) {
        setMessage(guestMessage(fresh.room));
        await loadAll();
        setBusy(false);
        return;
      }
      const result = await setHousekeeping(room.number, target, fresh.evidence_token);
      logStatusChange(result.room, result.previous);
      setMessage(`Room ${result.room.number} is now ${statusWord(result.room.housekeeping)}`);
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
    }
    await loadAll();
    setBusy(false);
  };

  const assign = async (reservationId: string, roomNumber: string) => {
    setBusy(true);
    try {
      const fresh = await readReservation(reservationId);
      const result = await assignRoom(reservationId, roomNumber, fresh.evidence_token);
      addLog(`${result.reservation.id}: room ${result.reservation.room} assigned`);
      setMessage(`${result.reservation.id} now has room ${result.reservation.room}`);
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
    }
    await loadAll();
    setBusy(false);
  };

  const inspectAllClean = async (cleanRooms: Room[]) => {
    if (cleanRooms.length === 0) {
      setMessage("No clean rooms to inspect");
      return;
    }
    setBusy(true);
    let inspected = 0;
    let skipped = 0;
    for (const room of cleanRooms) {
      try {
        const fresh = await readRoom(room.number);
        if (fresh.room.housekeeping !== "clean") {
          skipped += 1;
          continue;
        }
        const result = await setHousekeeping(room.number, "inspected", fresh.evidence_token);
        logStatusChange(result.room, result.previous);
        inspected += 1;
      } catch {
        skipped += 1;
      }
    }
    setMessage(`Inspected ${inspected} ${inspected === 1 ? "room" : "rooms"}, skipped ${skipped}`);
    await loadAll();
    setBusy(false);
  };

  const reload = async () => {
    setBusy(true);
    await loadAll();
    setBusy(false);
  };

  const businessDate = property?.business_date ?? null;
  const list = rooms ?? [];
  const arrivals = arrivalsOn(businessDate, booked);
  const arrivalRooms = new Set(arrivals.map((r) => r.room).filter((n): n is string => Boolean(n)));
  const heldFor = new Map<string, string[]>();
  [...booked]
    .filter((r) => r.status === "booked" && r.room)
    .sort((a, b) => a.arrival.localeCompare(b.arrival) || byNumber(a.id, b.id))
    .forEach((r) => {
      const key = r.room as string;
      heldFor.set(key, [...(heldFor.get(key) ?? []), r.id]);
    });
  const inService = list.filter((r) => r.housekeeping !== "out_of_order").length;
  const typeName = (code: string) => property?.room_types.find((t) => t.code === code)?.name ?? code;
  const grouped = SECTION_ORDER.map((section) => ({
    ...section,
    rooms: list
      .filter((r) => r.housekeeping === section.status)
      .sort((a, b) => {
        const firstA = arrivalRooms.has(a.number) ? 0 : 1;
        const firstB = arrivalRooms.has(b.number) ? 0 : 1;
        return firstA - firstB || byNumber(a.number, b.number);
      }),
  }));
  const count = (status: Housekeeping) => list.filter((r) => r.housekeeping === status).length;
  const countsLine =
    `${list.length} ${list.length === 1 ? "room" : "rooms"}: ` +
    `${count("dirty")} dirty · ${count("clean")} clean · ${count("inspected")} inspected · ${count("out_of_order")} out of order`;

  return (
    <main className="page">
      <header className="page-head">
        <h1>Housekeeping board</h1>
        <p className="business-date">Business date: {businessDate ?? "loading…"}</p>
      </header>

      <div className="toolbar">
        <button type="button" onClick={() => void reload()} disabled={busy}>
          Reload
        </button>
        <button
          type="button"
          onClick={() => void inspectAllClean(grouped.find((g) => g.status === "clean")?.rooms ?? [])}
          disabled={busy || rooms === null}
        >
          Inspect all clean
        </button>
        {busy && <span className="muted">Working…</span>}
      </div>

      <p role="status" aria-live="polite" className={message ? "message" : "message message-empty"}>
        {message}
      </p>

      {loadProblem && (
        <p role="alert" className="alert">
          Could not read the front-desk system: {loadProblem}
        </p>
      )}

      {rooms === null ? (
        <p className="muted">Reading the rooms…</p>
      ) : (
        <>
          <ArrivalsSection
            arrivals={arrivals}
            rooms={list}
            booked={booked}
            typeName={typeName}
            choices={choices}
            busy={busy}
            onChoose={(id, room) => setChoices((prev) => ({ ...prev, [id]: room }))}
            onAssign={(id, room) => void assign(id, room)}
          />
          <div className="counts-row">
            <p className="counts">{countsLine}</p>
            <p className="counts in-service">
              In service: {inService} of {list.length} rooms
            </p>
          </div>
          <div className="sections">
            {grouped.map((section) => (
              <RoomSection
                key={section.status}
                heading={section.heading}
                rooms={section.rooms}
                actions={ACTIONS[section.status]}
                arrivalRooms={arrivalRooms}
                heldFor={heldFor}
                busy={busy}
                onChange={(room, target) => void changeStatus(room, target)}
              />
            ))}
          </div>
          <ShiftLog entries={log} />
        </>
      )}
    </main>
  );
}
