import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Instrument = { id: string; name: string; active: boolean };
type Slot = { start: string; end: string };
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
type Read = { booking: Booking; evidence_token: string };

const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];
const FROMS = ["08:00", "10:00", "12:00", "14:00", "16:00", "18:00"];
const UNTILS = ["10:00", "12:00", "14:00", "16:00", "18:00", "20:00"];
const FIRST = "Flow cytometer Aurora";
const OUTAGE = "Maintenance";
const ENGINEER = "Service engineer";

const dayLabel = (iso: string) => DAYS.find((d) => d.date === iso)?.label ?? iso;
const span = (s: Slot) => `${s.start}–${s.end}`;
const mins = (t: string) => {
  const [h, m] = t.split(":").map(Number);
  return h * 60 + m;
};
const overlaps = (s: Slot, from: string, until: string) => mins(s.start) < mins(until) && mins(from) < mins(s.end);
const errText = (e: unknown) =>
  e && typeof e === "object" && "message" in e ? String((e as { message: unknown }).message) : String(e);

export default function App() {
  const [instruments, setInstruments] = useState<Instrument[]>([]);
  const [instrument, setInstrument] = useState("");
  const [day, setDay] = useState(DAYS[0].date);
  const [from, setFrom] = useState("08:00");
  const [until, setUntil] = useState("10:00");
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [free, setFree] = useState<Slot[] | null>(null);
  const [cancelled, setCancelled] = useState<Booking[]>([]);
  const [notice, setNotice] = useState("");
  const [error, setError] = useState("");
  const seq = useRef(0);

  useEffect(() => {
    callTool<{ resources: Instrument[] }>("list_resources", { kind: "instrument" })
      .then((r) => {
        const inService = r.resources.filter((x) => x.active);
        inService.sort((a, b) => (a.name === FIRST ? -1 : b.name === FIRST ? 1 : a.name.localeCompare(b.name)));
        setInstruments(inService);
        setInstrument(inService[0]?.id ?? "");
      })
      .catch((e) => setError(errText(e)));
  }, []);

  const refresh = useCallback(async (res: string, d: string) => {
    if (!res) return;
    const mine = ++seq.current;
    try {
      const [list, slots] = await Promise.all([
        callTool<{ bookings: Booking[] }>("list_bookings", { date: d, resource_id: res }),
        callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: res, date: d }),
      ]);
      const withCancelled = await callTool<{ bookings: Booking[] }>("list_bookings", {
        date: d,
        resource_id: res,
        include_cancelled: true,
      });
      const gone = await Promise.all(
        withCancelled.bookings
          .filter((b) => b.status === "cancelled")
          .map((b) => callTool<Read>("get_booking", { booking_id: b.id }).then((r) => r.booking)),
      );
      if (mine !== seq.current) return;
      setBookings(list.bookings.filter((b) => b.status === "confirmed"));
      setFree(slots.slots);
      setCancelled(gone);
      setError("");
    } catch (e) {
      if (mine === seq.current) setError(errText(e));
    }
  }, []);

  useEffect(() => {
    refresh(instrument, day);
  }, [instrument, day, refresh]);

  const reload = () => refresh(instrument, day);

  const windowOk = mins(until) > mins(from);
  const userBookings = (bookings ?? []).filter((b) => b.title !== OUTAGE);
  const affected = windowOk ? userBookings.filter((b) => overlaps(b, from, until)) : [];
  const outages = (bookings ?? []).filter((b) => b.title === OUTAGE);
  const countLine =
    affected.length === 0 ? "No bookings affected" : affected.length === 1 ? "1 booking affected" : `${affected.length} bookings affected`;

  async function moveAfter(b: Booking) {
    const d = day;
    const cut = until;
    try {
      const live = await callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: b.resource_id, date: d });
      const target = live.slots.find((s) => mins(s.start) >= mins(cut));
      if (!target) {
        setNotice(`No free block after ${cut} on ${dayLabel(d)}`);
        return;
      }
      const got = await callTool<Read>("get_booking", { booking_id: b.id });
      const done = await callTool<{ booking: Booking }>("reschedule_booking", {
        booking_id: b.id,
        evidence_token: got.evidence_token,
        new_date: d,
        new_start: target.start,
      });
      setNotice(`Moved ${done.booking.id} to ${span(done.booking)}`);
    } catch (e) {
      setNotice(errText(e));
    }
    await reload();
  }

  async function cancel(b: Booking) {
    const reason = `Instrument outage ${dayLabel(day)} ${from}–${until}`;
    try {
      const got = await callTool<Read>("get_booking", { booking_id: b.id });
      const done = await callTool<{ booking: Booking }>("cancel_booking", {
        booking_id: b.id,
        evidence_token: got.evidence_token,
        reason,
      });
      setNotice(`Cancelled ${done.booking.id} for ${done.booking.booked_for}`);
    } catch (e) {
      setNotice(errText(e));
    }
    await reload();
  }

  async function bookOutage() {
    if (!windowOk) {
      setNotice("The outage must end after it starts");
      return;
    }
    if (affected.length > 0) {
      setNotice("Clear the affected bookings first");
      return;
    }
    try {
      const held = await callTool<{ hold: { id: string }; hold_token: string }>("hold_slot", {
        resource_id: instrument,
        date: day,
        start: from,
        held_for: ENGINEER,
        duration_minutes: mins(until) - mins(from),
      });
      const done = await callTool<{ booking: Booking }>("confirm_booking", {
        hold_id: held.hold.id,
        hold_token: held.hold_token,
        title: OUTAGE,
      });
      const x = done.booking;
      setNotice(`Outage booked: ${x.id}, ${dayLabel(x.date)} ${span(x)}`);
    } catch (e) {
      setNotice(errText(e));
    }
    await reload();
  }

  return (
    <main>
      <h1>Outage desk</h1>
      <div className="controls">
        <label>
          Instrument
          <select value={instrument} onChange={(e) => setInstrument(e.target.value)}>
            {instruments.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
        </label>
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
        <label>
          From
          <select value={from} onChange={(e) => setFrom(e.target.value)}>
            {FROMS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label>
          Until
          <select value={until} onChange={(e) => setUntil(e.target.value)}>
            {UNTILS.map((t) => (
              <option key={t} value={t}>
                {t}
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

      <section aria-labelledby="affected-h">
        <h2 id="affected-h">Affected bookings</h2>
        {!windowOk ? (
          <p className="warning">The outage must end after it starts</p>
        ) : (
          bookings && (
            <>
              <p className="count">{countLine}</p>
              <table>
                <thead>
                  <tr>
                    <th>Booking</th>
                    <th>Time</th>
                    <th>Booked for</th>
                    <th>Title</th>
                    <th>Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {affected.map((b) => (
                    <tr key={b.id}>
                      <td>{b.id}</td>
                      <td>{span(b)}</td>
                      <td>{b.booked_for}</td>
                      <td>{b.title}</td>
                      <td className="actions">
                        <button onClick={() => moveAfter(b)}>Move after outage</button>
                        <button className="secondary" onClick={() => cancel(b)}>Cancel booking</button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )
        )}
        <p className="under">
          <button onClick={bookOutage}>Book outage</button>
        </p>
      </section>

      <section aria-labelledby="outages-h">
        <h2 id="outages-h">Outages booked</h2>
        {outages.length === 0 ? (
          <p className="muted">No outage booked on {dayLabel(day)}</p>
        ) : (
          <ul>
            {outages.map((b) => (
              <li key={b.id}>
                {b.id} {span(b)} · {b.booked_for}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="free-h">
        <h2 id="free-h">Free blocks</h2>
        {free && <p>Free: {free.length ? free.map(span).join(", ") : "none"}</p>}
      </section>

      <section aria-labelledby="cancelled-h">
        <h2 id="cancelled-h">Cancelled bookings</h2>
        {cancelled.length === 0 ? (
          <p className="muted">No cancelled bookings on {dayLabel(day)}</p>
        ) : (
          <ul>
            {cancelled.map((b) => (
              <li key={b.id}>
                {b.id} {span(b)} · {b.booked_for} · {b.cancel_reason ?? "no reason given"}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
