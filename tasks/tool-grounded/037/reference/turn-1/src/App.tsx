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
      setNotice(
        `Held ${roomName(h.resource_id)} ${dayLabel(h.date)} ${span(h)} for ${h.held_for} until ${hhmm(h.expires_at)}`,
      );
      changed();
    } catch (e) {
      setNotice(errText(e));
    }
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

    </main>
  );
}
