import { useCallback, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { callTool } from "./bridge";
import { DAYS, clock, dayLabel, errorText, minutesOf } from "./format";
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
type Booking = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
};
type HeldRow = { hold: Hold; token: string; expired: boolean };

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

  const [holds, setHolds] = useState<HeldRow[]>([]);
  const [title, setTitle] = useState("");
  const [holdsMsg, setHoldsMsg] = useState("");
  const [confirmed, setConfirmed] = useState<Booking[]>([]);

  const [freeStarts, setFreeStarts] = useState<string[] | null>(null);
  const [freeError, setFreeError] = useState("");
  const freeSeq = useRef(0);

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

  const loadFree = useCallback(async (resourceId: string, date: string) => {
    if (!resourceId) return;
    const seq = ++freeSeq.current;
    try {
      const out = await callTool<{ slots: { start: string; end: string }[] }>("list_free_slots", {
        resource_id: resourceId,
        date,
      });
      if (seq !== freeSeq.current) return;
      const list = out.slots.map((s) => s.start).sort((a, b) => minutesOf(a) - minutesOf(b));
      setFreeStarts(list);
      setFreeError("");
    } catch (err) {
      if (seq !== freeSeq.current) return;
      setFreeError(`Could not load the free starts: ${errorText(err)}`);
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

  useEffect(() => {
    if (roomId) void loadFree(roomId, day);
  }, [roomId, day, loadFree]);

  const refresh = useCallback(async () => {
    await Promise.all([
      loadSummary(day, rooms),
      loadFree(roomId, day),
    ]);
  }, [day, rooms, roomId, loadSummary, loadFree]);

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
    const already = holds
      .filter((row) => row.hold.held_for === name && row.hold.date === day)
      .reduce((sum, row) => sum + (minutesOf(row.hold.end) - minutesOf(row.hold.start)) / 60, 0);
    const total = already + hours;
    if (total > 3) {
      setPlaceMsg(`${name} would have ${total} hours on hold on ${dayLabel(day)}; the limit is 3`);
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
      setHolds((prev) => [...prev, { hold, token: out.hold_token, expired: false }]);
      setPlaceMsg(`Held ${holdLine(hold)} for ${hold.held_for} until ${clock(hold.expires_at)}`);
    } catch (err) {
      setPlaceMsg(errorText(err));
    } finally {
      setBusy(false);
    }
    await refresh();
  }

  const sortedHolds = [...holds].sort((a, b) => {
    if (a.hold.date !== b.hold.date) return a.hold.date < b.hold.date ? -1 : 1;
    const byStart = minutesOf(a.hold.start) - minutesOf(b.hold.start);
    if (byStart !== 0) return byStart;
    return roomName(a.hold.resource_id).localeCompare(roomName(b.hold.resource_id));
  });

  function dropHolds(ids: string[]) {
    setHolds((prev) => prev.filter((row) => !ids.includes(row.hold.id)));
  }

  async function confirmHold(row: HeldRow) {
    if (busy) return;
    const bookingTitle = title.trim();
    if (!bookingTitle) {
      setHoldsMsg("Enter a booking title first");
      return;
    }
    setBusy(true);
    try {
      let booking: Booking;
      try {
        const out = await callTool<{ booking: Booking }>("confirm_booking", {
          hold_id: row.hold.id,
          hold_token: row.token,
          title: bookingTitle,
        });
        booking = out.booking;
      } catch (err) {
        setHoldsMsg(errorText(err));
        return;
      }
      dropHolds([row.hold.id]);
      const confirmedBooking = booking;
      setConfirmed((prev) => [...prev, confirmedBooking]);
      const others = sortedHolds.filter(
        (r) => r.hold.id !== row.hold.id && r.hold.held_for === row.hold.held_for && r.hold.date === row.hold.date,
      );
      const released: string[] = [];
      const failures: string[] = [];
      for (const other of others) {
        try {
          await callTool("release_hold", { hold_id: other.hold.id, hold_token: other.token });
          released.push(other.hold.id);
        } catch (err) {
          failures.push(`${other.hold.id}: ${errorText(err)}`);
        }
      }
      dropHolds(released);
      let text = `Confirmed ${row.hold.id} as ${booking.id}`;
      if (released.length > 0) text += `; also released ${released.join(", ")}`;
      if (failures.length > 0) text += `. Could not release ${failures.join("; ")}`;
      setHoldsMsg(text);
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  async function releaseOne(row: HeldRow) {
    if (busy) return;
    setBusy(true);
    try {
      await callTool("release_hold", { hold_id: row.hold.id, hold_token: row.token });
      dropHolds([row.hold.id]);
      setHoldsMsg(`Released ${row.hold.id}`);
    } catch (err) {
      setHoldsMsg(errorText(err));
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  async function releaseAllOnDay() {
    if (busy) return;
    const label = dayLabel(day);
    const targets = sortedHolds.filter((row) => row.hold.date === day);
    if (targets.length === 0) {
      setHoldsMsg(`No holds on ${label} to release`);
      return;
    }
    setBusy(true);
    const released: string[] = [];
    const failures: string[] = [];
    try {
      for (const row of targets) {
        try {
          await callTool("release_hold", { hold_id: row.hold.id, hold_token: row.token });
          released.push(row.hold.id);
        } catch (err) {
          failures.push(`${row.hold.id}: ${errorText(err)}`);
        }
      }
      dropHolds(released);
      let text = `Released ${released.length} ${released.length === 1 ? "hold" : "holds"} on ${label}`;
      if (failures.length > 0) text += `. Could not release ${failures.join("; ")}`;
      setHoldsMsg(text);
    } finally {
      setBusy(false);
      await refresh();
    }
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
        {freeError ? (
          <p className="error" role="alert">{freeError}</p>
        ) : (
          freeStarts && (
            <p className="line">Free starts: {freeStarts.length > 0 ? freeStarts.join(", ") : "none"}</p>
          )
        )}
        {placeMsg && (
          <p className="msg" role="status">
            {placeMsg}
          </p>
        )}
      </section>

      <section aria-labelledby="holds-heading">
        <h2 id="holds-heading">Holds</h2>
        <label>
          Booking title
          <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        {sortedHolds.length === 0 ? (
          <p className="line">No holds waiting</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Hold</th>
                <th scope="col">Room</th>
                <th scope="col">Day</th>
                <th scope="col">Time</th>
                <th scope="col">Held for</th>
                <th scope="col">Expires</th>
                <th scope="col" aria-label="Actions"></th>
              </tr>
            </thead>
            <tbody>
              {sortedHolds.map((row) => (
                <tr key={row.hold.id}>
                  <td>{row.hold.id}</td>
                  <td>{roomName(row.hold.resource_id)}</td>
                  <td>{dayLabel(row.hold.date)}</td>
                  <td>
                    {row.hold.start}–{row.hold.end}
                  </td>
                  <td>{row.hold.held_for}</td>
                  <td>{row.expired ? "Expired" : clock(row.hold.expires_at)}</td>
                  <td>
                    {!row.expired && (
                      <button type="button" disabled={busy} onClick={() => void confirmHold(row)}>
                        Confirm
                      </button>
                    )}
                    <button type="button" className="secondary" disabled={busy} onClick={() => void releaseOne(row)}>
                      Release
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div>
          <button type="button" disabled={busy} onClick={() => void releaseAllOnDay()}>
            Release all on this day
          </button>
        </div>
        {holdsMsg && (
          <p className="msg" role="status">
            {holdsMsg}
          </p>
        )}
      </section>

      <section aria-labelledby="confirmed-heading">
        <h2 id="confirmed-heading">Confirmed</h2>
        {confirmed.length === 0 ? (
          <p className="line">Nothing confirmed yet</p>
        ) : (
          <ul className="confirmed">
            {confirmed.map((b) => (
              <li key={b.id}>
                {b.id} · {b.title} · {roomName(b.resource_id)} {dayLabel(b.date)} {b.start}–{b.end} · {b.booked_for}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
