import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import { DAYS, START_TIMES, earliestLaterStart, formatDay, fromMinutes, timeRange, toMinutes } from "./dates";
import type { Booking, DayRow, Hold, OutcomeRow, Resource, Series, Slot } from "./types";
import "./styles.css";

const LENGTHS = [
  { hours: 1, label: "1 hour" },
  { hours: 2, label: "2 hours" },
  { hours: 3, label: "3 hours" },
];

function errorCode(err: unknown): string {
  if (err && typeof err === "object" && "code" in err) return String((err as { code: unknown }).code);
  return "";
}

function errorText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

async function readFree(roomId: string, date: string): Promise<number | null> {
  try {
    const res = await callTool<{ resources: DayRow[] }>("get_day_summary", { date, kind: "room" });
    const row = res.resources.find((r) => r.resource_id === roomId);
    return row ? row.free_slots : null;
  } catch {
    return null;
  }
}

async function readSuggestion(roomId: string, date: string, seriesStart: string, hours: number): Promise<string | null> {
  const res = await callTool<{ slot_minutes: number; slots: Slot[] }>("list_free_slots", { resource_id: roomId, date });
  return earliestLaterStart(res.slots, res.slot_minutes, seriesStart, hours);
}

function compareBookings(a: Booking, b: Booking): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  return 0;
}

export default function App() {
  const [rooms, setRooms] = useState<Resource[]>([]);
  const [roomNames, setRoomNames] = useState<Record<string, string>>({});
  const [loadError, setLoadError] = useState("");
  const [roomId, setRoomId] = useState("");
  const [start, setStart] = useState(START_TIMES[0]);
  const [hours, setHours] = useState(1);
  const [ticked, setTicked] = useState<string[]>([]);
  const [title, setTitle] = useState("");
  const [bookedFor, setBookedFor] = useState("");
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  const [series, setSeries] = useState<Series | null>(null);
  const [theirs, setTheirs] = useState<Booking[] | null>(null);
  const [theirsError, setTheirsError] = useState("");

  useEffect(() => {
    (async () => {
      try {
        const res = await callTool<{ resources: Resource[] }>("list_resources", { kind: "room" });
        const names: Record<string, string> = {};
        for (const r of res.resources) names[r.id] = r.name;
        setRoomNames(names);
        const inService = res.resources.filter((r) => r.kind === "room" && r.active !== false);
        const aspen = inService.filter((r) => r.name === "Aspen");
        const others = inService.filter((r) => r.name !== "Aspen");
        const ordered = [...aspen, ...others];
        setRooms(ordered);
        setRoomId(ordered[0]?.id ?? "");
      } catch (err) {
        setLoadError("Could not read the rooms: " + errorText(err));
      }
    })();
  }, []);

  async function loadTheirBookings(name: string) {
    try {
      const res = await callTool<{ bookings: Booking[] }>("list_bookings", { booked_for: name });
      const confirmed = res.bookings.filter((b) => (b.status ?? "confirmed") === "confirmed" && b.booked_for === name);
      setTheirs([...confirmed].sort(compareBookings));
      setTheirsError("");
    } catch (err) {
      setTheirs([]);
      setTheirsError("Could not read their bookings: " + errorText(err));
    }
  }

  function toggleDay(date: string, on: boolean) {
    setTicked((current) => (on ? [...current.filter((d) => d !== date), date] : current.filter((d) => d !== date)));
  }

  async function bookSeries(e: React.FormEvent) {
    e.preventDefault();
    const name = bookedFor.trim();
    const cleanTitle = title.trim();
    if (name === "") {
      setFormError("Enter who the series is for");
      return;
    }
    if (cleanTitle === "") {
      setFormError("Enter a title");
      return;
    }
    if (ticked.length === 0) {
      setFormError("Tick at least one day");
      return;
    }
    const room = rooms.find((r) => r.id === roomId);
    if (!room) return;
    setFormError("");
    setBusy(true);
    const days = DAYS.filter((d) => ticked.includes(d.date));
    const plannedEnd = fromMinutes(toMinutes(start) + hours * 60);
    const rows: OutcomeRow[] = [];
    for (const day of days) {
      const row: OutcomeRow = {
        date: day.date,
        day: day.label,
        start,
        end: plannedEnd,
        status: "not_booked",
        bookingId: "",
        error: "",
        free: null,
        conflict: false,
        suggestion: null,
      };
      try {
        const held = await callTool<{ hold: Hold; hold_token: string }>("hold_slot", {
          resource_id: room.id,
          date: day.date,
          start,
          held_for: name,
          duration_minutes: hours * 60,
        });
        try {
          const confirmed = await callTool<{ booking: Booking }>("confirm_booking", {
            hold_id: held.hold.id,
            hold_token: held.hold_token,
            title: cleanTitle,
          });
          row.status = "booked";
          row.bookingId = confirmed.booking.id;
          row.start = confirmed.booking.start;
          row.end = confirmed.booking.end;
        } catch (err) {
          row.error = errorText(err);
          row.conflict = errorCode(err) === "conflict";
          try {
            await callTool("release_hold", { hold_id: held.hold.id, hold_token: held.hold_token });
          } catch {
            // the hold expires on its own
          }
        }
      } catch (err) {
        row.error = errorText(err);
        row.conflict = errorCode(err) === "conflict";
      }
      if (row.conflict) {
        try {
          row.suggestion = await readSuggestion(room.id, day.date, start, hours);
        } catch {
          row.suggestion = null;
        }
      }
      rows.push(row);
    }
    for (const row of rows) {
      row.free = await readFree(room.id, row.date);
    }
    setSeries({ roomId: room.id, roomName: room.name, start, hours, name, title: cleanTitle, rows });
    await loadTheirBookings(name);
    setBusy(false);
  }

  const bookedCount = series ? series.rows.filter((r) => r.status === "booked").length : 0;

  return (
    <main className="page">
      <h1>Series bookings</h1>
      {loadError && <p className="error" role="alert">{loadError}</p>}

      <section className="panel" aria-labelledby="new-series-heading">
        <h2 id="new-series-heading">New series</h2>
        <form onSubmit={bookSeries} noValidate>
          <div className="form-row">
            <label className="field">
              Room
              <select value={roomId} onChange={(e) => setRoomId(e.target.value)}>
                {rooms.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              Start
              <select value={start} onChange={(e) => setStart(e.target.value)}>
                {START_TIMES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              Length
              <select value={hours} onChange={(e) => setHours(Number(e.target.value))}>
                {LENGTHS.map((l) => (
                  <option key={l.hours} value={l.hours}>
                    {l.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <fieldset className="days">
            <legend>Days</legend>
            {DAYS.map((d) => (
              <label key={d.date} className="check">
                <input type="checkbox" checked={ticked.includes(d.date)} onChange={(e) => toggleDay(d.date, e.target.checked)} />
                {d.label}
              </label>
            ))}
          </fieldset>
          <div className="form-row">
            <label className="field">
              Title
              <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
            </label>
            <label className="field">
              Booked for
              <input type="text" value={bookedFor} onChange={(e) => setBookedFor(e.target.value)} />
            </label>
            <button type="submit" disabled={busy || rooms.length === 0}>
              Book series
            </button>
          </div>
          {formError && (
            <p className="error" role="alert">
              {formError}
            </p>
          )}
        </form>
      </section>

      {series && (
        <section className="panel" aria-labelledby="outcome-heading">
          <h2 id="outcome-heading">Series outcome</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Time</th>
                <th scope="col">Outcome</th>
                <th scope="col">Try instead</th>
                <th scope="col" className="num">Free that day</th>
              </tr>
            </thead>
            <tbody>
              {series.rows.map((row) => (
                <tr key={row.date}>
                  <td>{row.day}</td>
                  <td>{timeRange(row.start, row.end)}</td>
                  <td>{row.status === "booked" ? `Booked ${row.bookingId}` : `Not booked: ${row.error}`}</td>
                  <td>{row.conflict ? (row.suggestion ? `Try ${row.suggestion}` : "No later start free") : ""}</td>
                  <td className="num">{row.free === null ? "—" : row.free}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="summary">
            Series summary: {bookedCount} of {series.rows.length} days booked
          </p>
        </section>
      )}

      <section className="panel" aria-labelledby="theirs-heading">
        <h2 id="theirs-heading">Their bookings</h2>
        {theirsError && <p className="error">{theirsError}</p>}
        {theirs === null ? (
          <p className="muted">Book a series to see every confirmed booking for that person.</p>
        ) : theirs.length === 0 ? (
          <p className="muted">No confirmed bookings for {series?.name}.</p>
        ) : (
          <ul className="list">
            {theirs.map((b) => (
              <li key={b.id}>
                {formatDay(b.date)} · {timeRange(b.start, b.end)} · {roomNames[b.resource_id] ?? b.resource_id} · {b.title}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

