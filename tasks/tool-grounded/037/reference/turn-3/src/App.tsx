import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Room = { id: string; name: string; active: boolean };
type SummaryRow = {
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
type HoldEntry = { hold: Hold; token: string };
type Booking = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
};

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
const span = (s: { start: string; end: string }) => `${s.start}–${s.end}`;
const hhmm = (stamp: string) => stamp.slice(11, 16);
const errText = (e: unknown) =>
  e && typeof e === "object" && "message" in e ? String((e as { message: unknown }).message) : String(e);

export default function App() {
  const [rooms, setRooms] = useState<Room[]>([]);
  const [day, setDay] = useState(DAYS[0].date);
  const [summary, setSummary] = useState<SummaryRow[] | null>(null);
  const [room, setRoom] = useState("");
  const [start, setStart] = useState(STARTS[0]);
  const [hours, setHours] = useState(1);
  const [heldFor, setHeldFor] = useState("");
  const [notice, setNotice] = useState("");
  const [holds, setHolds] = useState<HoldEntry[]>([]);
  const [title, setTitle] = useState("");
  const [confirmed, setConfirmed] = useState<Booking[]>([]);
  const [changes, setChanges] = useState(0);

  const inService = rooms.filter((r) => r.active);
  const roomName = (id: string) => rooms.find((r) => r.id === id)?.name ?? id;
  const changed = () => setChanges((n) => n + 1);

  useEffect(() => {
    callTool<{ resources: Room[] }>("list_resources", { kind: "room" })
      .then((r) => {
        const active = r.resources.filter((x) => x.active);
        const ordered = [...active.filter((x) => x.name === "Aspen"), ...active.filter((x) => x.name !== "Aspen")];
        setRooms(ordered);
        setRoom((cur) => cur || (ordered[0]?.id ?? ""));
      })
      .catch((e) => setNotice(errText(e)));
  }, []);

  useEffect(() => {
    let stale = false;
    callTool<{ resources: SummaryRow[] }>("get_day_summary", { date: day, kind: "room" })
      .then((r) => !stale && setSummary(r.resources))
      .catch((e) => !stale && setNotice(errText(e)));
    return () => {
      stale = true;
    };
  }, [day, changes]);

  const ordered = [...holds].sort(
    (a, b) =>
      a.hold.date.localeCompare(b.hold.date) ||
      a.hold.start.localeCompare(b.hold.start) ||
      roomName(a.hold.resource_id).localeCompare(roomName(b.hold.resource_id)),
  );

  async function placeHold() {
    const name = heldFor.trim();
    if (!name) {
      setNotice("Enter who the hold is for");
      return;
    }
    try {
      const r = await callTool<{ hold: Hold; hold_token: string }>("hold_slot", {
        resource_id: room,
        date: day,
        start,
        held_for: name,
        duration_minutes: hours * 60,
      });
      const h = r.hold;
      setHolds((all) => [...all, { hold: h, token: r.hold_token }]);
      setNotice(
        `Held ${roomName(h.resource_id)} ${dayLabel(h.date)} ${span(h)} for ${h.held_for} until ${hhmm(h.expires_at)}`,
      );
      changed();
    } catch (e) {
      setNotice(errText(e));
    }
  }

  async function confirm(entry: HoldEntry) {
    const wanted = title.trim();
    if (!wanted) {
      setNotice("Enter a booking title first");
      return;
    }
    let made: Booking;
    try {
      const r = await callTool<{ booking: Booking }>("confirm_booking", {
        hold_id: entry.hold.id,
        hold_token: entry.token,
        title: wanted,
      });
      made = r.booking;
    } catch (e) {
      setNotice(errText(e));
      changed();
      return;
    }
    const gone = new Set([entry.hold.id]);
    const released: string[] = [];
    const siblings = ordered.filter(
      (x) => x.hold.id !== entry.hold.id && x.hold.held_for === entry.hold.held_for && x.hold.date === entry.hold.date,
    );
    for (const s of siblings) {
      try {
        await callTool("release_hold", { hold_id: s.hold.id, hold_token: s.token });
        gone.add(s.hold.id);
        released.push(s.hold.id);
      } catch {
        // a sibling the system will not release stays in the table
      }
    }
    setHolds((all) => all.filter((x) => !gone.has(x.hold.id)));
    setConfirmed((all) => [...all, made]);
    setNotice(
      `Confirmed ${entry.hold.id} as ${made.id}` + (released.length ? `; also released ${released.join(", ")}` : ""),
    );
    changed();
  }

  async function release(entry: HoldEntry) {
    try {
      await callTool("release_hold", { hold_id: entry.hold.id, hold_token: entry.token });
      setHolds((all) => all.filter((x) => x.hold.id !== entry.hold.id));
      setNotice(`Released ${entry.hold.id}`);
    } catch (e) {
      setNotice(errText(e));
    }
    changed();
  }

  async function releaseAll() {
    const onDay = ordered.filter((x) => x.hold.date === day);
    if (onDay.length === 0) {
      setNotice(`No holds on ${dayLabel(day)} to release`);
      return;
    }
    const gone = new Set<string>();
    let problem = "";
    for (const x of onDay) {
      try {
        await callTool("release_hold", { hold_id: x.hold.id, hold_token: x.token });
        gone.add(x.hold.id);
      } catch (e) {
        problem = errText(e);
      }
    }
    setHolds((all) => all.filter((x) => !gone.has(x.hold.id)));
    const n = gone.size;
    setNotice(problem || `Released ${n} ${n === 1 ? "hold" : "holds"} on ${dayLabel(day)}`);
    changed();
  }

  const totals = (summary ?? []).reduce(
    (t, r) => ({ booked: t.booked + r.booked_slots, held: t.held + r.held_slots, free: t.free + r.free_slots }),
    { booked: 0, held: 0, free: 0 },
  );

  return (
    <main>
      <h1>Provisional holds</h1>
      <div className="controls">
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
      </div>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}

      <section aria-labelledby="summary-h">
        <h2 id="summary-h">Day summary</h2>
        <table>
          <thead>
            <tr>
              <th>Room</th>
              <th>Booked</th>
              <th>On hold</th>
              <th>Free</th>
            </tr>
          </thead>
          <tbody>
            {(summary ?? []).map((r) => (
              <tr key={r.resource_id}>
                <td>{r.name}</td>
                <td>{r.booked_slots}</td>
                <td>{r.held_slots}</td>
                <td>{r.free_slots}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {summary && (
          <p className="totals">
            Totals: {totals.booked} booked, {totals.held} on hold, {totals.free} free
          </p>
        )}
      </section>

      <section aria-labelledby="place-h">
        <h2 id="place-h">Place a hold</h2>
        <div className="controls">
          <label>
            Room
            <select value={room} onChange={(e) => setRoom(e.target.value)}>
              {inService.map((r) => (
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
              {LENGTHS.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? "1 hour" : `${n} hours`}
                </option>
              ))}
            </select>
          </label>
          <label>
            Held for
            <input value={heldFor} onChange={(e) => setHeldFor(e.target.value)} />
          </label>
          <button onClick={placeHold}>Place hold</button>
        </div>
      </section>

      <section aria-labelledby="holds-h">
        <h2 id="holds-h">Holds</h2>
        <label className="inline">
          Booking title
          <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        {ordered.length === 0 ? (
          <p className="muted">No holds waiting</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Hold</th>
                <th>Room</th>
                <th>Day</th>
                <th>Time</th>
                <th>Held for</th>
                <th>Expires</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((x) => (
                <tr key={x.hold.id}>
                  <td>{x.hold.id}</td>
                  <td>{roomName(x.hold.resource_id)}</td>
                  <td>{dayLabel(x.hold.date)}</td>
                  <td>{span(x.hold)}</td>
                  <td>{x.hold.held_for}</td>
                  <td>{hhmm(x.hold.expires_at)}</td>
                  <td className="actions">
                    <button onClick={() => confirm(x)}>Confirm</button>
                    <button className="secondary" onClick={() => release(x)}>
                      Release
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="controls" style={{ marginTop: 12 }}>
          <button className="secondary" onClick={releaseAll}>
            Release all on this day
          </button>
        </div>
      </section>

      <section aria-labelledby="confirmed-h">
        <h2 id="confirmed-h">Confirmed</h2>
        {confirmed.length === 0 ? (
          <p className="muted">Nothing confirmed yet</p>
        ) : (
          <ul>
            {confirmed.map((b) => (
              <li key={b.id}>
                {b.id} · {b.title} · {roomName(b.resource_id)} {dayLabel(b.date)} {span(b)} · {b.booked_for}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
