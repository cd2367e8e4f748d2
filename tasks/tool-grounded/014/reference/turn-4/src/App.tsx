import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Room = { id: string; name: string; active: boolean };
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
type LoadRow = { resource_id: string; name: string; booked_slots: number; held_slots: number; free_slots: number };
type Slot = { start: string; end: string };
type Hold = { id: string; resource_id: string; date: string; start: string; end: string; held_for: string; expires_at: string };
type Waiting = { room: Room; people: string[]; free: number };

const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];

const dayLabel = (iso: string) => DAYS.find((d) => d.date === iso)?.label ?? iso;
const span = (s: { start: string; end: string }) => `${s.start}–${s.end}`;
const errText = (e: unknown) =>
  e && typeof e === "object" && "message" in e ? String((e as { message: unknown }).message) : String(e);

export default function App() {
  const [rooms, setRooms] = useState<Room[]>([]);
  const [day, setDay] = useState(DAYS[0].date);
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [load, setLoad] = useState<LoadRow[]>([]);
  const [error, setError] = useState("");
  const [cancelled, setCancelled] = useState<Booking[]>([]);
  const [reason, setReason] = useState("");
  const [notice, setNotice] = useState("");
  const [moving, setMoving] = useState<Booking | null>(null);
  const [moveDay, setMoveDay] = useState(DAYS[0].date);
  const [moveSlots, setMoveSlots] = useState<Slot[] | null>(null);
  const [waiting, setWaiting] = useState<Waiting[] | null>(null);
  const [offer, setOffer] = useState<{ hold: Hold; token: string } | null>(null);
  const seq = useRef(0);

  const inService = rooms.filter((r) => r.active);
  const roomName = (id: string) => rooms.find((r) => r.id === id)?.name ?? id;

  useEffect(() => {
    callTool<{ resources: Room[] }>("list_resources", { kind: "room" })
      .then((r) => {
        setRooms(r.resources);
      })
      .catch((e) => setError(String(e?.message ?? e)));
  }, []);

  const refresh = useCallback(async (d: string, all: Room[]) => {
    const mine = ++seq.current;
    try {
      const [live, summary] = await Promise.all([
        callTool<{ bookings: Booking[] }>("list_bookings", { date: d }),
        callTool<{ resources: LoadRow[] }>("get_day_summary", { date: d, kind: "room" }),
      ]);
      const withCancelled = await callTool<{ bookings: Booking[] }>("list_bookings", { date: d, include_cancelled: true });
      const gone = await Promise.all(
        withCancelled.bookings
          .filter((b) => b.status === "cancelled")
          .map((b) => callTool<{ booking: Booking }>("get_booking", { booking_id: b.id }).then((r) => r.booking)),
      );
      const open = all.filter((r) => r.active);
      const lists = await Promise.all(
        open.map((r) =>
          callTool<{ entries: { person: string; position: number }[] }>("get_waitlist", { resource_id: r.id, date: d }),
        ),
      );
      if (mine !== seq.current) return;
      setBookings(live.bookings.filter((b) => b.status === "confirmed"));
      setLoad(summary.resources);
      setCancelled(gone);
      setWaiting(
        open
          .map((r, i) => ({
            room: r,
            people: [...lists[i].entries].sort((a, b) => a.position - b.position).map((e) => e.person),
            free: summary.resources.find((x) => x.resource_id === r.id)?.free_slots ?? 0,
          }))
          .filter((w) => w.people.length > 0),
      );
      setError("");
    } catch (e) {
      if (mine === seq.current) setError(String((e as Error)?.message ?? e));
    }
  }, []);

  useEffect(() => {
    if (rooms.length) refresh(day, rooms);
  }, [day, rooms, refresh]);

  const reload = () => refresh(day, rooms);

  async function cancel(b: Booking) {
    if (!reason.trim()) {
      setNotice("Give a reason first");
      return;
    }
    try {
      const got = await callTool<{ booking: Booking; evidence_token: string }>("get_booking", { booking_id: b.id });
      const done = await callTool<{ booking: Booking }>("cancel_booking", {
        booking_id: b.id,
        evidence_token: got.evidence_token,
        reason: reason.trim(),
      });
      const x = done.booking;
      setNotice(`Cancelled ${x.title} (${x.id})`);
    } catch (e) {
      setNotice(errText(e));
    }
    await reload();
  }

  useEffect(() => {
    if (!moving) return;
    let stale = false;
    setMoveSlots(null);
    callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: moving.resource_id, date: moveDay })
      .then((r) => !stale && setMoveSlots(r.slots))
      .catch((e) => !stale && (setMoveSlots([]), setNotice(errText(e))));
    return () => {
      stale = true;
    };
  }, [moving, moveDay]);

  function startMove(b: Booking) {
    setMoving(b);
    setMoveDay(b.date);
  }

  async function moveTo(start: string) {
    if (!moving) return;
    try {
      const got = await callTool<{ booking: Booking; evidence_token: string }>("get_booking", { booking_id: moving.id });
      const done = await callTool<{ booking: Booking }>("reschedule_booking", {
        booking_id: moving.id,
        evidence_token: got.evidence_token,
        new_date: moveDay,
        new_start: start,
      });
      const x = done.booking;
      setNotice(`Moved ${x.title} to ${dayLabel(x.date)} ${span(x)}`);
      setMoving(null);
    } catch (e) {
      setNotice(errText(e));
    }
    await reload();
  }

  async function offerEarliest(w: Waiting) {
    try {
      const free = await callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: w.room.id, date: day });
      if (!free.slots.length) {
        setNotice(`${w.room.name} has no free slot on ${dayLabel(day)}`);
      } else {
        const h = await callTool<{ hold: Hold; hold_token: string }>("hold_slot", {
          resource_id: w.room.id,
          date: day,
          start: free.slots[0].start,
          held_for: w.people[0],
        });
        setOffer({ hold: h.hold, token: h.hold_token });
        setNotice("");
      }
    } catch (e) {
      setNotice(errText(e));
    }
    await reload();
  }

  async function bookOffer() {
    if (!offer) return;
    try {
      const r = await callTool<{ booking: Booking }>("confirm_booking", {
        hold_id: offer.hold.id,
        hold_token: offer.token,
        title: `Waitlist: ${offer.hold.held_for}`,
      });
      setNotice(`Booked ${r.booking.id} for ${offer.hold.held_for}`);
      setOffer(null);
    } catch (e) {
      setNotice(errText(e));
    }
    await reload();
  }

  async function releaseOffer() {
    if (!offer) return;
    try {
      await callTool("release_hold", { hold_id: offer.hold.id, hold_token: offer.token });
      setNotice("Offer released");
      setOffer(null);
    } catch (e) {
      setNotice(errText(e));
    }
    await reload();
  }


  const loadLine = (r: LoadRow) =>
    `${r.name}: ${r.booked_slots} booked, ${r.free_slots} free`;

  return (
    <main>
      <h1>Rescheduling desk</h1>
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
      {error && <p className="error">{error}</p>}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}

      <section aria-labelledby="bookings-h">
        <h2 id="bookings-h">Bookings</h2>
        {bookings && (
          <p className="count">
            {bookings.length} {bookings.length === 1 ? "booking" : "bookings"} on {dayLabel(day)}
          </p>
        )}
        <label className="inline">
          Reason
          <input value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <table>
          <thead>
            <tr>
              <th>Time</th>
              <th>Room</th>
              <th>Title</th>
              <th>Booked for</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {(bookings ?? []).map((b) => (
              <tr key={b.id}>
                <td>{span(b)}</td>
                <td>{roomName(b.resource_id)}</td>
                <td>{b.title}</td>
                <td>{b.booked_for}</td>
                <td className="actions">
                  <button onClick={() => cancel(b)}>Cancel</button>
                  <button className="secondary" onClick={() => startMove(b)}>
                    Move
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {moving && (
        <section aria-labelledby="move-h">
          <h2 id="move-h">Move booking</h2>
          <p>
            Moving {moving.title} ({roomName(moving.resource_id)}, {dayLabel(moving.date)} {span(moving)})
          </p>
          <label className="inline">
            Move to day
            <select value={moveDay} onChange={(e) => setMoveDay(e.target.value)}>
              {DAYS.map((d) => (
                <option key={d.date} value={d.date}>
                  {d.label}
                </option>
              ))}
            </select>
          </label>
          <div className="starts">
            {moveSlots === null && <span className="muted">Reading free slots…</span>}
            {moveSlots && moveSlots.length === 0 && <span className="muted">No free start times that day</span>}
            {(moveSlots ?? []).map((s) => (
              <button key={s.start} onClick={() => moveTo(s.start)}>
                Start {s.start}
              </button>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="cancelled-h">
        <h2 id="cancelled-h">Cancelled</h2>
        {cancelled.length === 0 ? (
          <p className="muted">No cancellations on {dayLabel(day)}</p>
        ) : (
          <ul>
            {cancelled.map((b) => (
              <li key={b.id}>
                {roomName(b.resource_id)} {span(b)} · {b.title} · {b.cancel_reason ?? "no reason given"}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="load-h">
        <h2 id="load-h">Room load</h2>
        <ul>
          {load.map((r) => (
            <li key={r.resource_id}>{loadLine(r)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="wait-h">
        <h2 id="wait-h">Waitlists</h2>
        {waiting && waiting.length === 0 && <p className="muted">Nobody is waiting on {dayLabel(day)}</p>}
        <ul>
          {(waiting ?? []).map((w) => (
            <li key={w.room.id}>
              <span>
                {w.room.name}: {w.people.join(", ")}
              </span>
              {w.free > 0 && <button onClick={() => offerEarliest(w)}>Offer earliest slot</button>}
            </li>
          ))}
        </ul>
      </section>

      {offer && (
        <section aria-labelledby="offer-h">
          <h2 id="offer-h">Offer</h2>
          <p>
            {roomName(offer.hold.resource_id)} {span(offer.hold)} held for {offer.hold.held_for} until{" "}
            {offer.hold.expires_at.slice(11, 16)}
          </p>
          <div className="controls">
            <button onClick={bookOffer}>Book it</button>
            <button className="secondary" onClick={releaseOffer}>
              Let it go
            </button>
          </div>
        </section>
      )}
    </main>
  );
}
