import { useCallback, useEffect, useRef, useState } from "react";
import "./styles.css";
import {
  BookingSummary,
  DAYS,
  FROM_TIMES,
  Instrument,
  Slot,
  UNTIL_TIMES,
  affectedBookings,
  affectedCountLine,
  dayLabel,
  errorText,
  fetchBookings,
  fetchFreeSlots,
  fetchInstruments,
  getBooking,
  rescheduleBooking,
  span,
  toMinutes,
} from "./desk";

type Notice = { tone: "ok" | "error"; text: string };

type DayData = {
  bookings: BookingSummary[];
  free: Slot[];
};

export default function App() {
  const [instruments, setInstruments] = useState<Instrument[]>([]);
  const [resourceId, setResourceId] = useState("");
  const [date, setDate] = useState(DAYS[0].date);
  const [from, setFrom] = useState(FROM_TIMES[0]);
  const [until, setUntil] = useState(UNTIL_TIMES[0]);
  const [data, setData] = useState<DayData | null>(null);
  const [loadError, setLoadError] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const requestSeq = useRef(0);

  useEffect(() => {
    fetchInstruments()
      .then((list) => {
        setInstruments(list);
        if (list.length > 0) setResourceId(list[0].id);
      })
      .catch((err) => setLoadError(errorText(err)));
  }, []);

  const refresh = useCallback(async () => {
    if (!resourceId) return;
    const seq = ++requestSeq.current;
    try {
      const [bookings, free] = await Promise.all([
        fetchBookings(resourceId, date),
        fetchFreeSlots(resourceId, date),
      ]);
      if (seq !== requestSeq.current) return;
      setData({ bookings, free });
      setLoadError("");
    } catch (err) {
      if (seq !== requestSeq.current) return;
      setLoadError(errorText(err));
    }
  }, [resourceId, date]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function moveAfterOutage(row: BookingSummary) {
    setBusy(true);
    setNotice(null);
    try {
      const free = await fetchFreeSlots(resourceId, date);
      const target = free.find((s) => toMinutes(s.start) >= toMinutes(until));
      if (!target) {
        setNotice({ tone: "error", text: `No free block after ${until} on ${dayLabel(date)}` });
        return;
      }
      const { booking, evidence_token } = await getBooking(row.id);
      const moved = await rescheduleBooking(booking.id, evidence_token, booking.date, target.start);
      setNotice({ tone: "ok", text: `Moved ${moved.id} to ${span(moved.start, moved.end)}` });
      await refresh();
    } catch (err) {
      setNotice({ tone: "error", text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  const windowValid = toMinutes(until) > toMinutes(from);
  const affected = data ? affectedBookings(data.bookings, from, until) : [];

  return (
    <main className="page">
      <h1>Outage desk</h1>
      <p className="intro">Marlowe Institute cell biology core · week of Mon 2 Mar 2026</p>

      <section className="card controls" aria-label="Outage window">
        <div className="field">
          <label htmlFor="instrument">Instrument</label>
          <select id="instrument" value={resourceId} onChange={(e) => setResourceId(e.target.value)}>
            {instruments.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="day">Day</label>
          <select id="day" value={date} onChange={(e) => setDate(e.target.value)}>
            {DAYS.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="from">From</label>
          <select id="from" value={from} onChange={(e) => setFrom(e.target.value)}>
            {FROM_TIMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="until">Until</label>
          <select id="until" value={until} onChange={(e) => setUntil(e.target.value)}>
            {UNTIL_TIMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      </section>

      {loadError && (
        <p className="error" role="alert">
          {loadError}
        </p>
      )}

      <section className="card" aria-labelledby="affected-heading">
        <h2 id="affected-heading">Affected bookings</h2>
        {!windowValid ? (
          <p className="error">The outage must end after it starts</p>
        ) : data === null ? (
          <p className="muted">Loading bookings…</p>
        ) : (
          <>
            <p className="count">{affectedCountLine(affected.length)}</p>
            <table className="bookings">
              <thead>
                <tr>
                  <th scope="col">Booking</th>
                  <th scope="col">Time</th>
                  <th scope="col">Booked for</th>
                  <th scope="col">Title</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {affected.map((b) => (
                  <tr key={b.id}>
                    <td>{b.id}</td>
                    <td>{span(b.start, b.end)}</td>
                    <td>{b.booked_for}</td>
                    <td>{b.title}</td>
                    <td>
                      <div className="row-actions">
                        <button type="button" disabled={busy} onClick={() => void moveAfterOutage(b)}>
                          Move after outage
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        {notice && (
          <p className={notice.tone === "ok" ? "notice" : "error"} role="status">
            {notice.text}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="free-heading">
        <h2 id="free-heading">Free blocks</h2>
        {data === null ? (
          <p className="muted">Loading availability…</p>
        ) : (
          <p>
            Free: {data.free.length === 0 ? "none" : data.free.map((s) => span(s.start, s.end)).join(", ")}
          </p>
        )}
      </section>
    </main>
  );
}
