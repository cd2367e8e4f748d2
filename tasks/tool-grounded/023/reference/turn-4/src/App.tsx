import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Room = {
  id: string;
  name: string;
  location: string;
  capacity: number;
  slot_minutes: number;
  active: boolean;
  note: string;
};
type Booking = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
  status: string;
  cancel_reason?: string | null;
};
type Plan = { kind: "room"; room: Room } | { kind: "fits-none" } | { kind: "free-none"; waitRoom: Room };
type FreeReader = (roomId: string, date: string) => Promise<string[]>;

const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];

const dayLabel = (iso: string) => DAYS.find((d) => d.date === iso)?.label ?? iso;
const span = (b: { start: string; end: string }) => `${b.start}–${b.end}`;
const toMin = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};
const toHHMM = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const errText = (e: unknown) => String((e as Error)?.message ?? e);
const needsWall = (title: string) => /\b(call|demo)\b/i.test(title);
const hasWall = (room: Room) => /video wall/i.test(room.note ?? "");

async function planFor(b: Booking, rooms: Room[], closed: Set<string>, readFree: FreeReader): Promise<Plan> {
  const own = rooms.find((r) => r.id === b.resource_id);
  const seats = own?.capacity ?? 0;
  const fitting = rooms
    .filter((r) => r.active && !closed.has(r.id) && r.capacity >= seats && (!needsWall(b.title) || hasWall(r)))
    .sort((a, c) => a.capacity - c.capacity);
  if (!fitting.length) return { kind: "fits-none" };
  for (const room of fitting) {
    const free = await readFree(room.id, b.date);
    const needed: string[] = [];
    for (let t = toMin(b.start); t < toMin(b.end); t += room.slot_minutes) needed.push(toHHMM(t));
    if (needed.every((s) => free.includes(s))) return { kind: "room", room };
  }
  return { kind: "free-none", waitRoom: fitting[0] };
}

const liveFree = (): FreeReader => {
  const cache = new Map<string, Promise<string[]>>();
  return (roomId, date) => {
    const key = `${roomId}|${date}`;
    if (!cache.has(key)) {
      cache.set(
        key,
        callTool<{ slots: { start: string }[] }>("list_free_slots", { resource_id: roomId, date }).then((r) =>
          r.slots.map((s) => s.start),
        ),
      );
    }
    return cache.get(key)!;
  };
};

export default function App() {
  const [rooms, setRooms] = useState<Room[]>([]);
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const [from, setFrom] = useState(DAYS[0].date);
  const [until, setUntil] = useState(DAYS[0].date);
  const [affected, setAffected] = useState<Booking[] | null>(null);
  const [plans, setPlans] = useState<Record<string, Plan>>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [notices, setNotices] = useState<string[]>([]);
  const [error, setError] = useState("");
  const seq = useRef(0);

  const inService = rooms.filter((r) => r.active);
  const roomName = (id: string) => rooms.find((r) => r.id === id)?.name ?? id;
  const reversed = until < from;

  useEffect(() => {
    callTool<{ resources: Room[] }>("list_resources", { kind: "room" })
      .then((r) => setRooms(r.resources))
      .catch((e) => setError(errText(e)));
  }, []);

  const refresh = useCallback(async () => {
    const mine = ++seq.current;
    if (!rooms.length) return;
    if (reversed || closed.size === 0) {
      setAffected([]);
      setPlans({});
      return;
    }
    try {
      const all = await callTool<{ bookings: Booking[] }>("list_bookings", {});
      const rows = all.bookings
        .filter((b) => b.status === "confirmed" && closed.has(b.resource_id) && b.date >= from && b.date <= until)
        .sort(
          (a, c) =>
            a.date.localeCompare(c.date) ||
            a.start.localeCompare(c.start) ||
            roomName(a.resource_id).localeCompare(roomName(c.resource_id)),
        );
      const readFree = liveFree();
      const next: Record<string, Plan> = {};
      for (const b of rows) next[b.id] = await planFor(b, rooms, closed, readFree);
      if (mine !== seq.current) return;
      setAffected(rows);
      setPlans(next);
    } catch (e) {
      if (mine === seq.current) setError(errText(e));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rooms, closed, from, until, reversed]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(closed);
    if (on) next.add(id);
    else next.delete(id);
    setClosed(next);
  };

  const moveSteps = async (b: Booking, room: Room) => {
    const length = toMin(b.end) - toMin(b.start);
    const held = await callTool<{ hold: { id: string }; hold_token: string }>("hold_slot", {
      resource_id: room.id,
      date: b.date,
      start: b.start,
      duration_minutes: length,
      held_for: b.booked_for,
    });
    const made = await callTool<{ booking: Booking }>("confirm_booking", {
      hold_id: held.hold.id,
      hold_token: held.hold_token,
      title: b.title,
    });
    const original = await callTool<{ evidence_token: string }>("get_booking", { booking_id: b.id });
    await callTool("cancel_booking", {
      booking_id: b.id,
      evidence_token: original.evidence_token,
      reason: `Moved to ${room.name} for room works`,
    });
    const back = await callTool<{ booking: Booking }>("get_booking", { booking_id: made.booking.id });
    return back.booking;
  };

  const move = async (b: Booking, room: Room) => {
    setBusy(true);
    setMessage("");
    setError("");
    try {
      const nb = await moveSteps(b, room);
      setMessage(`${b.id} moved to ${roomName(nb.resource_id)} as ${nb.id}, ${dayLabel(nb.date)} ${span(nb)}`);
    } catch (e) {
      setError(errText(e));
    }
    await refresh();
    setBusy(false);
  };

  const release = async (b: Booking, plan: Plan) => {
    setBusy(true);
    setMessage("");
    setError("");
    try {
      const current = await callTool<{ evidence_token: string }>("get_booking", { booking_id: b.id });
      await callTool("cancel_booking", {
        booking_id: b.id,
        evidence_token: current.evidence_token,
        reason: `Room closed for works on ${dayLabel(b.date)}`,
      });
      let wait = "";
      if (plan.kind === "free-none") {
        const joined = await callTool<{ position: number }>("join_waitlist", {
          resource_id: plan.waitRoom.id,
          date: b.date,
          person: b.booked_for,
        });
        wait = ` · waitlist place ${joined.position} for ${plan.waitRoom.name}`;
      }
      const back = (await callTool<{ booking: Booking }>("get_booking", { booking_id: b.id })).booking;
      const state = back.status === "cancelled" ? "is cancelled" : `is ${back.status}`;
      const line =
        `Notice to ${back.booked_for}: ${back.title}, ${dayLabel(back.date)} ${span(back)} in ${roomName(back.resource_id)}, ` +
        `${state} (${back.cancel_reason ?? ""})${wait}`;
      setNotices((n) => [line, ...n]);
    } catch (e) {
      setError(errText(e));
    }
    await refresh();
    setBusy(false);
  };


  const count = affected?.length ?? 0;
  const countLine =
    count === 0
      ? "No bookings affected"
      : `${count} ${count === 1 ? "booking" : "bookings"} affected`;

  return (
    <main>
      <h1>Closure desk</h1>

      <section aria-labelledby="rooms-h">
        <h2 id="rooms-h">Rooms</h2>
        <p className="muted">Tick the rooms that are closed for works.</p>
        <ul className="rooms">
          {inService.map((r) => (
            <li key={r.id}>
              <label className="tick">
                <input type="checkbox" checked={closed.has(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} />
                {r.name}
              </label>
              <span className="muted">
                {r.capacity} seats · {r.location}
                {r.note ? ` · ${r.note}` : ""}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="controls">
        <label>
          Closed from
          <select value={from} onChange={(e) => setFrom(e.target.value)}>
            {DAYS.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Closed until
          <select value={until} onChange={(e) => setUntil(e.target.value)}>
            {DAYS.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <section aria-labelledby="affected-h">
        <h2 id="affected-h">Affected bookings</h2>
        {message && <p className="notice">{message}</p>}
        {error && <p className="error">{error}</p>}
        {reversed ? (
          <p className="error">The closure cannot end before it starts</p>
        ) : (
          <>
            <p className="count">{countLine}</p>
            {count > 0 && (
              <table>
                <thead>
                  <tr>
                    <th>Booking</th>
                    <th>Day</th>
                    <th>Time</th>
                    <th>Room</th>
                    <th>Booked for</th>
                    <th>Title</th>
                    <th>New room</th>
                    <th>Action</th>
                  </tr>
                </thead>
                <tbody>
                  {(affected ?? []).map((b) => {
                    const plan = plans[b.id];
                    return (
                      <tr key={b.id}>
                        <td>{b.id}</td>
                        <td>{dayLabel(b.date)}</td>
                        <td>{span(b)}</td>
                        <td>{roomName(b.resource_id)}</td>
                        <td>{b.booked_for}</td>
                        <td>{b.title}</td>
                        <td>
                          {!plan
                            ? "…"
                            : plan.kind === "room"
                              ? plan.room.name
                              : plan.kind === "fits-none"
                                ? "No room fits"
                                : "No room free"}
                        </td>
                        <td>
                          {plan?.kind === "room" && (
                            <button type="button" disabled={busy} onClick={() => move(b, plan.room)}>
                              Move
                            </button>
                          )}
                          {plan && plan.kind !== "room" && (
                            <button type="button" className="secondary" disabled={busy} onClick={() => release(b, plan)}>
                              Release
                            </button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="notices-h">
        <h2 id="notices-h">Notices</h2>
        {notices.length === 0 ? (
          <p className="muted">No notices sent yet.</p>
        ) : (
          <ul>
            {notices.map((n, i) => (
              <li key={`${notices.length - i}`}>{n}</li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
