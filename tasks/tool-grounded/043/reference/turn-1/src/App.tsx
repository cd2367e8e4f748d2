import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Room = { id: string; name: string; active: boolean };
type SummaryRow = { resource_id: string; free_slots: number };
type Booking = { id: string; resource_id: string; date: string; start: string; end: string; title: string };
type Outcome = "booked" | "refused";
type Row = {
  date: string;
  start: string;
  end: string;
  outcome: Outcome;
  bookingId?: string;
  error?: string;
  free?: number;
};
type Series = { roomId: string; start: string; hours: number; title: string; name: string; rows: Row[] };

const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];
const STARTS = ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"];
const LENGTHS = [1, 2, 3];

const dayLabel = (iso: string) => DAYS.find((d) => d.date === iso)?.label ?? iso;
const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const toHHMM = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const errText = (e: unknown) =>
  e && typeof e === "object" && "message" in e ? String((e as { message: unknown }).message) : String(e);

export default function App() {
  const [rooms, setRooms] = useState<Room[]>([]);
  const [room, setRoom] = useState("");
  const [start, setStart] = useState(STARTS[0]);
  const [hours, setHours] = useState(1);
  const [ticked, setTicked] = useState<string[]>([]);
  const [title, setTitle] = useState("");
  const [bookedFor, setBookedFor] = useState("");
  const [notices, setNotices] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [series, setSeries] = useState<Series | null>(null);

  const inService = rooms.filter((r) => r.active);
  const roomName = (id: string) => rooms.find((r) => r.id === id)?.name ?? id;

  useEffect(() => {
    callTool<{ resources: Room[] }>("list_resources", { kind: "room" })
      .then((r) => {
        const active = r.resources.filter((x) => x.active);
        const ordered = [...active.filter((x) => x.name === "Aspen"), ...active.filter((x) => x.name !== "Aspen")];
        setRooms(r.resources);
        setRoom((cur) => cur || (ordered[0]?.id ?? ""));
      })
      .catch((e) => setNotices([errText(e)]));
  }, []);

  const ordered = [...inService.filter((x) => x.name === "Aspen"), ...inService.filter((x) => x.name !== "Aspen")];

  function toggleDay(date: string, on: boolean) {
    setTicked((cur) => (on ? [...cur.filter((d) => d !== date), date] : cur.filter((d) => d !== date)));
  }

  async function freeThatDay(roomId: string, date: string): Promise<number | undefined> {
    const summary = await callTool<{ resources: SummaryRow[] }>("get_day_summary", { date, kind: "room" });
    return summary.resources.find((r) => r.resource_id === roomId)?.free_slots;
  }

  async function bookOne(roomId: string, date: string, from: string, length: number, name: string, what: string) {
    const held = await callTool<{ hold: { id: string }; hold_token: string }>("hold_slot", {
      resource_id: roomId,
      date,
      start: from,
      held_for: name,
      duration_minutes: length * 60,
    });
    const made = await callTool<{ booking: Booking }>("confirm_booking", {
      hold_id: held.hold.id,
      hold_token: held.hold_token,
      title: what,
    });
    return made.booking;
  }

  async function bookSeries() {
    const name = bookedFor.trim();
    const what = title.trim();
    if (!name) {
      setNotices(["Enter who the series is for"]);
      return;
    }
    if (!what) {
      setNotices(["Enter a title"]);
      return;
    }
    const days = DAYS.filter((d) => ticked.includes(d.date)).map((d) => d.date);
    if (days.length === 0) {
      setNotices(["Tick at least one day"]);
      return;
    }
    setNotices([]);
    setBusy(true);
    const roomId = room;
    const end = toHHMM(toMin(start) + hours * 60);
    const rows: Row[] = [];
    for (const date of days) {
      try {
        const booking = await bookOne(roomId, date, start, hours, name, what);
        rows.push({ date, start: booking.start, end: booking.end, outcome: "booked", bookingId: booking.id });
      } catch (e) {
        const row: Row = { date, start, end, outcome: "refused", error: errText(e) };
        rows.push(row);
      }
    }
    for (const row of rows) {
      row.free = await freeThatDay(roomId, row.date).catch(() => undefined);
    }
    setSeries({ roomId, start, hours, title: what, name, rows });
    setBusy(false);
  }

  function outcomeText(row: Row) {
    if (row.outcome === "booked") return `Booked ${row.bookingId}`;
    return `Not booked: ${row.error}`;
  }

  function summaryLine(rows: Row[]) {
    const count = (o: Outcome) => rows.filter((r) => r.outcome === o).length;
    return `Series summary: ${count("booked")} of ${rows.length} days booked`;
  }

  return (
    <main>
      <h1>Series bookings</h1>
      {notices.length > 0 && (
        <div className="notice" role="status">
          {notices.map((n, i) => (
            <p key={i}>{n}</p>
          ))}
        </div>
      )}
      <section aria-labelledby="new-series">
        <h2 id="new-series">New series</h2>
        <div className="controls">
          <label>
            Room
            <select value={room} onChange={(e) => setRoom(e.target.value)}>
              {ordered.map((r) => (
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
              {LENGTHS.map((h) => (
                <option key={h} value={h}>
                  {h === 1 ? "1 hour" : `${h} hours`}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="days">
          <legend>Days</legend>
          {DAYS.map((d) => (
            <label key={d.date} className="check">
              <input
                type="checkbox"
                checked={ticked.includes(d.date)}
                onChange={(e) => toggleDay(d.date, e.target.checked)}
              />
              {d.label}
            </label>
          ))}
        </fieldset>
        <div className="controls">
          <label>
            Title
            <input value={title} onChange={(e) => setTitle(e.target.value)} />
          </label>
          <label>
            Booked for
            <input value={bookedFor} onChange={(e) => setBookedFor(e.target.value)} />
          </label>
          <button type="button" onClick={bookSeries} disabled={busy}>
            Book series
          </button>
        </div>
      </section>
      {series && (
        <section aria-labelledby="series-outcome">
          <h2 id="series-outcome">Series outcome</h2>
          <table>
            <thead>
              <tr>
                <th>Day</th>
                <th>Time</th>
                <th>Outcome</th>
                <th>Free that day</th>
              </tr>
            </thead>
            <tbody>
              {series.rows.map((row, i) => (
                <tr key={row.date}>
                  <td>{dayLabel(row.date)}</td>
                  <td>{`${row.start}–${row.end}`}</td>
                  <td>{outcomeText(row)}</td>
                  <td>{row.free ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="summary">{summaryLine(series.rows)}</p>
        </section>
      )}
    </main>
  );
}
