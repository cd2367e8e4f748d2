import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Instrument = { id: string; name: string; location: string; active: boolean; requires_approval: boolean; note: string };
type Slot = { start: string; end: string };
type Booking = { id: string; date: string; start: string; end: string; title: string; booked_for: string };

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
type Pick = { date: string; start: string; end: string };

export default function App() {
  const [instruments, setInstruments] = useState<Instrument[]>([]);
  const [instrumentId, setInstrumentId] = useState("");
  const [free, setFree] = useState<Record<string, Slot[]>>({});
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [picked, setPicked] = useState<Pick | null>(null);
  const [error, setError] = useState("");

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
    setPicked(null);
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
      })
      .catch((e) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [instrumentId]);

  const freeCount = Object.values(free).reduce((n, s) => n + s.length, 0);
  const isFree = (date: string, start: string) => (free[date] ?? []).some((s) => s.start === start);
  const bookingAt = (date: string, start: string, end: string) =>
    bookings.find((b) => b.date === date && b.start < end && start < b.end);
  const takenAt = (date: string, row: number) =>
    isFree(date, BLOCKS[row].start) ? undefined : bookingAt(date, BLOCKS[row].start, BLOCKS[row].end);

  return (
    <main>
      <h1>Instrument calendar</h1>
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
        </section>
      </div>
      <section aria-labelledby="week-h">
        <h2 id="week-h">This week</h2>
        <p className="muted">{freeCount} free blocks this week</p>
        <table>
          <thead>
            <tr>
              <th scope="col">Block</th>
              {DAYS.map((d) => <th key={d.date} scope="col">{d.label}</th>)}
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
                        <button type="button" className={chosen ? "slot picked" : "slot"} onClick={() => setPicked({ date: d.date, ...b })}>
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
    </main>
  );
}
