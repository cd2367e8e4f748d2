import { useCallback, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { callTool } from "./bridge";
import { DAYS, clock, dayLabel, errorText } from "./format";
import "./styles.css";

type Resource = { id: string; name: string; kind: string; active?: boolean };
type DayRow = {
  resource_id: string;
  name: string;
  total_slots: number;
  booked_slots: number;
  held_slots: number;
  free_slots: number;
};
type Hold = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  held_for: string;
  expires_at: string;
};

const STARTS = ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"];
const LENGTHS = [
  { hours: 1, label: "1 hour" },
  { hours: 2, label: "2 hours" },
  { hours: 3, label: "3 hours" },
];

export default function App() {
  const [rooms, setRooms] = useState<Resource[]>([]);
  const [roomsError, setRoomsError] = useState("");
  const [day, setDay] = useState(DAYS[0].date);
  const [summary, setSummary] = useState<DayRow[] | null>(null);
  const [summaryError, setSummaryError] = useState("");
  const summarySeq = useRef(0);

  const [roomId, setRoomId] = useState("");
  const [start, setStart] = useState(STARTS[0]);
  const [hours, setHours] = useState(1);
  const [heldFor, setHeldFor] = useState("");
  const [placeMsg, setPlaceMsg] = useState("");
  const [busy, setBusy] = useState(false);

  const roomName = useCallback(
    (id: string) => rooms.find((r) => r.id === id)?.name ?? id,
    [rooms],
  );

  const loadSummary = useCallback(async (date: string, active: Resource[]) => {
    const seq = ++summarySeq.current;
    try {
      const out = await callTool<{ date: string; resources: DayRow[] }>("get_day_summary", { date, kind: "room" });
      if (seq !== summarySeq.current) return;
      const ids = new Set(active.map((r) => r.id));
      setSummary(out.resources.filter((row) => ids.has(row.resource_id)));
      setSummaryError("");
    } catch (err) {
      if (seq !== summarySeq.current) return;
      setSummaryError(`Could not load the day summary: ${errorText(err)}`);
    }
  }, []);

  useEffect(() => {
    void (async () => {
      try {
        const out = await callTool<{ resources: Resource[] }>("list_resources", { kind: "room" });
        const active = out.resources.filter((r) => r.kind === "room" && r.active !== false);
        const aspen = active.filter((r) => r.name === "Aspen");
        const others = active.filter((r) => r.name !== "Aspen");
        setRooms([...aspen, ...others]);
        setRoomsError("");
      } catch (err) {
        setRoomsError(`Could not load the rooms: ${errorText(err)}`);
      }
    })();
  }, []);

  useEffect(() => {
    if (rooms.length > 0 && !roomId) setRoomId(rooms[0].id);
  }, [rooms, roomId]);

  useEffect(() => {
    if (rooms.length > 0) void loadSummary(day, rooms);
  }, [day, rooms, loadSummary]);

  const refresh = useCallback(async () => {
    await Promise.all([
      loadSummary(day, rooms),
    ]);
  }, [day, rooms, loadSummary]);

  const holdLine = (hold: Hold) =>
    `${roomName(hold.resource_id)} ${dayLabel(hold.date)} ${hold.start}–${hold.end}`;

  async function placeHold(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const name = heldFor.trim();
    if (!name) {
      setPlaceMsg("Enter who the hold is for");
      return;
    }
    setBusy(true);
    try {
      const out = await callTool<{ hold: Hold; hold_token: string }>("hold_slot", {
        resource_id: roomId,
        date: day,
        start,
        held_for: name,
        duration_minutes: hours * 60,
      });
      const hold = out.hold;
      setPlaceMsg(`Held ${holdLine(hold)} for ${hold.held_for} until ${clock(hold.expires_at)}`);
    } catch (err) {
      setPlaceMsg(errorText(err));
    } finally {
      setBusy(false);
    }
    await refresh();
  }

  const totals = (summary ?? []).reduce(
    (acc, row) => ({
      booked: acc.booked + row.booked_slots,
      held: acc.held + row.held_slots,
      free: acc.free + row.free_slots,
    }),
    { booked: 0, held: 0, free: 0 },
  );

  return (
    <main className="page">
      <h1>Provisional holds</h1>
      {roomsError && <p className="error" role="alert">{roomsError}</p>}
      <label>
        Day
        <select value={day} onChange={(e) => setDay(e.target.value)}>
          {DAYS.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
      </label>

      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading">Day summary</h2>
        {summaryError && <p className="error" role="alert">{summaryError}</p>}
        {summary && (
          <>
            <table>
              <thead>
                <tr>
                  <th scope="col">Room</th>
                  <th scope="col">Booked</th>
                  <th scope="col">On hold</th>
                  <th scope="col">Free</th>
                </tr>
              </thead>
              <tbody>
                {summary.map((row) => (
                  <tr key={row.resource_id}>
                    <td>{row.name}</td>
                    <td>{row.booked_slots}</td>
                    <td>{row.held_slots}</td>
                    <td>{row.free_slots}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="line">
              Totals: {totals.booked} booked, {totals.held} on hold, {totals.free} free
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="place-heading">
        <h2 id="place-heading">Place a hold</h2>
        <form onSubmit={placeHold} noValidate>
          <label>
            Room
            <select value={roomId} onChange={(e) => setRoomId(e.target.value)}>
              {rooms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Start
            <select value={start} onChange={(e) => setStart(e.target.value)}>
              {STARTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label>
            Length
            <select value={hours} onChange={(e) => setHours(Number(e.target.value))}>
              {LENGTHS.map((l) => (
                <option key={l.hours} value={l.hours}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Held for
            <input type="text" value={heldFor} onChange={(e) => setHeldFor(e.target.value)} />
          </label>
          <div>
            <button type="submit" disabled={busy || !roomId}>
              Place hold
            </button>
          </div>
        </form>
        {placeMsg && (
          <p className="msg" role="status">
            {placeMsg}
          </p>
        )}
      </section>
    </main>
  );
}
