import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Instrument = { id: string; name: string; location: string; active: boolean; requires_approval: boolean; note: string };
type Slot = { start: string; end: string };
type Booking = { id: string; resource_id: string; date: string; start: string; end: string; title: string; booked_for: string };

const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];
const BLOCKS = ["08:00", "10:00", "12:00", "14:00", "16:00", "18:00"].map((start) => {
  const h = Number(start.slice(0, 2)) + 2;
  return { start, end: `${String(h).padStart(2, "0")}:00` };
});
const dayLabel = (date: string) => DAYS.find((d) => d.date === date)?.label ?? date;
type Waiting = { id: string; person: string; position: number };
type Usage = { resource_id: string; name: string; total_slots: number; booked_slots: number };
type Pick = { date: string; start: string; end: string };

export default function App() {
  const [instruments, setInstruments] = useState<Instrument[]>([]);
  const [instrumentId, setInstrumentId] = useState("");
  const [free, setFree] = useState<Record<string, Slot[]>>({});
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [picked, setPicked] = useState<Pick | null>(null);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [name, setName] = useState("");
  const [experiment, setExperiment] = useState("");
  const [hold, setHold] = useState<{ id: string; token: string; expires: string } | null>(null);
  const [version, setVersion] = useState(0);
  const [mine, setMine] = useState<Booking[]>([]);
  const [waiting, setWaiting] = useState<Record<string, Waiting[]>>({});
  const [usageDay, setUsageDay] = useState(DAYS[0].date);
  const [usage, setUsage] = useState<Usage[]>([]);

  const inService = instruments.filter((i) => i.active);
  const outOfService = instruments.filter((i) => !i.active);
  const instrument = instruments.find((i) => i.id === instrumentId);

  useEffect(() => {
    callTool<{ resources: Instrument[] }>("list_resources", { kind: "instrument" })
      .then((r) => {
        setInstruments(r.resources);
        setInstrumentId(r.resources.find((i) => i.active)?.id ?? "");
      })
      .catch((e) => setError(e.message));
  }, []);

  useEffect(() => {
    if (!instrumentId) return;
    let current = true;
    Promise.all([
      ...DAYS.map((d) => callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: instrumentId, date: d.date })),
      callTool<{ bookings: Booking[] }>("list_bookings", { resource_id: instrumentId }),
    ])
      .then((results) => {
        if (!current) return;
        const byDay: Record<string, Slot[]> = {};
        DAYS.forEach((d, i) => (byDay[d.date] = (results[i] as { slots: Slot[] }).slots));
        setFree(byDay);
        setBookings((results[DAYS.length] as { bookings: Booking[] }).bookings);
        const full = DAYS.filter((d) => byDay[d.date].length === 0);
        return Promise.all(
          full.map((d) => callTool<{ entries: Waiting[] }>("get_waitlist", { resource_id: instrumentId, date: d.date })),
        ).then((lists) => {
          if (!current) return;
          const map: Record<string, Waiting[]> = {};
          full.forEach((d, i) => (map[d.date] = lists[i].entries));
          setWaiting(map);
        });
      })
      .catch((e) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [instrumentId, version]);

  useEffect(() => {
    setPicked(null);
    setHold(null);
  }, [instrumentId]);

  useEffect(() => {
    const person = name.trim();
    if (!person) {
      setMine([]);
      return;
    }
    let current = true;
    callTool<{ bookings: Booking[] }>("list_bookings", { booked_for: person })
      .then((r) => current && setMine(r.bookings))
      .catch((e) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [name, version]);

  useEffect(() => {
    let current = true;
    callTool<{ resources: Usage[] }>("get_day_summary", { date: usageDay, kind: "instrument" })
      .then((r) => current && setUsage(r.resources))
      .catch((e) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [usageDay, version]);

  async function joinWaitlist(date: string) {
    setNotice("");
    setError("");
    if (!name.trim()) {
      setError("Enter your name first");
      return;
    }
    try {
      const r = await callTool<{ position: number }>("join_waitlist", { resource_id: instrumentId, date, person: name.trim() });
      setNotice(`You are number ${r.position} on the waitlist for ${dayLabel(date)}`);
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  async function requestBlock() {
    setNotice("");
    setError("");
    if (!picked || !name.trim()) {
      setError("Pick a free block and enter your name first");
      return;
    }
    try {
      const r = await callTool<{ request: { id: string } }>("request_booking", {
        resource_id: instrumentId, date: picked.date, start: picked.start, requested_by: name.trim(), note: experiment.trim(),
      });
      setNotice(`Request ${r.request.id} sent for review`);
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  async function cancelReservation(b: Booking) {
    setNotice("");
    setError("");
    try {
      const read = await callTool<{ evidence_token: string }>("get_booking", { booking_id: b.id });
      await callTool("cancel_booking", { booking_id: b.id, evidence_token: read.evidence_token });
      setNotice("Reservation cancelled");
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  function choose(p: Pick) {
    setPicked(p);
    setNotice("");
  }

  async function holdBlock() {
    setNotice("");
    setError("");
    if (!picked || !name.trim()) {
      setError("Pick a free block and enter your name first");
      return;
    }
    try {
      const r = await callTool<{ hold: { id: string; expires_at: string }; hold_token: string }>("hold_slot", {
        resource_id: instrumentId, date: picked.date, start: picked.start, held_for: name.trim(),
      });
      setHold({ id: r.hold.id, token: r.hold_token, expires: r.hold.expires_at.slice(11, 16) });
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  async function confirmHold() {
    if (!hold) return;
    setNotice("");
    setError("");
    try {
      const r = await callTool<{ booking: Booking }>("confirm_booking", {
        hold_id: hold.id, hold_token: hold.token, title: experiment.trim(),
      });
      const b = r.booking;
      setNotice(`Reserved ${instrument?.name}, ${dayLabel(b.date)} ${b.start}–${b.end} (${b.id})`);
      setHold(null);
      setPicked(null);
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  async function releaseHold() {
    if (!hold) return;
    setNotice("");
    setError("");
    try {
      await callTool("release_hold", { hold_id: hold.id, hold_token: hold.token });
      setNotice("Hold released");
      setHold(null);
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  const freeCount = Object.values(free).reduce((n, s) => n + s.length, 0);
  const isFree = (date: string, start: string) => (free[date] ?? []).some((s) => s.start === start);
  const bookingAt = (date: string, start: string, end: string) =>
    bookings.find((b) => b.date === date && b.start < end && start < b.end);
  const takenAt = (date: string, row: number) =>
    isFree(date, BLOCKS[row].start) ? undefined : bookingAt(date, BLOCKS[row].start, BLOCKS[row].end);

  return (
    <main>
      <h1>Instrument calendar</h1>
      {notice && <p className="notice" role="status">{notice}</p>}
      {error && <p className="error" role="alert">{error}</p>}
      <div className="controls">
        <label>
          Instrument
          <select value={instrumentId} onChange={(e) => setInstrumentId(e.target.value)}>
            {inService.map((i) => <option key={i.id} value={i.id}>{i.name}</option>)}
          </select>
        </label>
      </div>
      <div className="top">
        <section aria-labelledby="details-h">
          <h2 id="details-h">Instrument details</h2>
          {instrument && (
            <>
              <p>{instrument.name} · {instrument.location}</p>
              {instrument.requires_approval && <p><strong>Needs approval</strong></p>}
              {instrument.note && <p className="muted">{instrument.note}</p>}
            </>
          )}
          {outOfService.map((i) => (
            <p key={i.id} className="muted">Out of service: {i.name} ({i.note})</p>
          ))}
        </section>
        <section aria-labelledby="reservation-h">
          <h2 id="reservation-h">Reservation</h2>
          {picked ? (
            <p>Selected: {dayLabel(picked.date)}, {picked.start}–{picked.end}</p>
          ) : (
            <p className="muted">Pick a free block in the calendar.</p>
          )}
          <div className="controls">
            <label>
              Your name
              <input value={name} onChange={(e) => setName(e.target.value)} />
            </label>
            <label>
              Experiment
              <input value={experiment} onChange={(e) => setExperiment(e.target.value)} />
            </label>
          </div>
          {instrument?.requires_approval ? (
            <div className="controls">
              <button type="button" onClick={requestBlock}>Request booking</button>
            </div>
          ) : (
            <div className="controls">
              <button type="button" onClick={holdBlock}>Hold block</button>
              <button type="button" onClick={confirmHold} disabled={!hold}>Confirm reservation</button>
              <button type="button" onClick={releaseHold} disabled={!hold}>Release hold</button>
            </div>
          )}
          {hold && <p>Held until {hold.expires}</p>}
        </section>
      </div>
      <section aria-labelledby="mine-h">
        <h2 id="mine-h">My reservations</h2>
        {!name.trim() ? (
          <p className="muted">Enter your name to see your reservations.</p>
        ) : mine.length === 0 ? (
          <p className="muted">No reservations this week</p>
        ) : (
          <ul>
            {mine.map((b) => (
              <li key={b.id}>
                <span>
                  {dayLabel(b.date)} {b.start}–{b.end} · {instruments.find((i) => i.id === b.resource_id)?.name ?? b.resource_id} · {b.title}
                </span>
                <button type="button" onClick={() => cancelReservation(b)}>Cancel reservation</button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="week-h">
        <h2 id="week-h">This week</h2>
        <p className="muted">{freeCount} free blocks this week</p>
        <table>
          <thead>
            <tr>
              <th scope="col">Block</th>
              {DAYS.map((d) => (
                <th key={d.date} scope="col">
                  {d.label}
                  {free[d.date] && free[d.date].length === 0 && (
                    <>
                      {" "}<span className="full">Full</span>
                      <button type="button" className="join" onClick={() => joinWaitlist(d.date)}>
                        Join waitlist for {d.label}
                      </button>
                    </>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BLOCKS.map((b, row) => (
              <tr key={b.start}>
                <th scope="row">{b.start}–{b.end}</th>
                {DAYS.map((d) => {
                  if (isFree(d.date, b.start)) {
                    const chosen = picked?.date === d.date && picked.start === b.start;
                    return (
                      <td key={d.date}>
                        <button type="button" className={chosen ? "slot picked" : "slot"} onClick={() => choose({ date: d.date, ...b })}>
                          Reserve {d.label} {b.start}
                        </button>
                      </td>
                    );
                  }
                  const taken = bookingAt(d.date, b.start, b.end);
                  // A booking longer than one block is drawn once, as a cell spanning all of its blocks.
                  if (taken && row > 0 && takenAt(d.date, row - 1)?.id === taken.id) return null;
                  let span = 1;
                  while (taken && row + span < BLOCKS.length && takenAt(d.date, row + span)?.id === taken.id) span++;
                  return (
                    <td key={d.date} className="busy" rowSpan={span > 1 ? span : undefined}>
                      {taken ? `${taken.booked_for} · ${taken.title}` : "On hold"}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="top">
        <section aria-labelledby="waitlist-h">
          <h2 id="waitlist-h">Waitlist</h2>
          {Object.keys(waiting).length === 0 ? (
            <p className="muted">No full days for this instrument.</p>
          ) : (
            <ul>
              {Object.entries(waiting).map(([date, list]) => (
                <li key={date}>
                  {dayLabel(date)}: {list.length ? list.map((w) => w.person).join(", ") : "nobody yet"}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="usage-h">
          <h2 id="usage-h">Lab usage</h2>
          <div className="controls">
            <label>
              Usage day
              <select value={usageDay} onChange={(e) => setUsageDay(e.target.value)}>
                {DAYS.map((d) => <option key={d.date} value={d.date}>{d.label}</option>)}
              </select>
            </label>
          </div>
          <ul>
            {usage.map((u) => (
              <li key={u.resource_id}>{u.name}: {u.booked_slots} of {u.total_slots} blocks booked</li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
