import { useCallback, useEffect, useRef, useState } from "react";
import "./styles.css";
import {
  BookingSummary,
  CancelledBooking,
  DAYS,
  FROM_TIMES,
  Instrument,
  Slot,
  UNTIL_TIMES,
  affectedBookings,
  affectedCountLine,
  bookOutage,
  cancelBooking,
  cancelledLine,
  dayLabel,
  errorText,
  fetchBookings,
  fetchCancelled,
  fetchFreeSlots,
  fetchInstruments,
  fetchWeekOutages,
  getBooking,
  isOutage,
  outageHoursLine,
  outageLine,
  rescheduleBooking,
  span,
  toMinutes,
  weekOutageLine,
} from "./desk";

type Notice = { tone: "ok" | "error"; text: string };

type DayData = {
  bookings: BookingSummary[];
  free: Slot[];
  cancelled: CancelledBooking[];
  week: BookingSummary[];
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
  const [weekNotice, setWeekNotice] = useState<Notice | null>(null);
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
      const [bookings, free, cancelled, week] = await Promise.all([
        fetchBookings(resourceId, date),
        fetchFreeSlots(resourceId, date),
        fetchCancelled(resourceId, date),
        fetchWeekOutages(resourceId),
      ]);
      if (seq !== requestSeq.current) return;
      setData({ bookings, free, cancelled, week });
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
      setNotice({
        tone: "ok",
        text: `${moved.id} moved from ${span(booking.start, booking.end)} to ${span(moved.start, moved.end)}`,
      });
      await refresh();
    } catch (err) {
      setNotice({ tone: "error", text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  async function cancelAffected(row: BookingSummary) {
    setBusy(true);
    setNotice(null);
    try {
      const { booking, evidence_token } = await getBooking(row.id);
      const reason = `Instrument outage ${dayLabel(date)} ${span(from, until)}`;
      const cancelled = await cancelBooking(booking.id, evidence_token, reason);
      setNotice({ tone: "ok", text: `Cancelled ${cancelled.id} for ${cancelled.booked_for}` });
      await refresh();
    } catch (err) {
      setNotice({ tone: "error", text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  async function bookTheOutage() {
    setNotice(null);
    if (!windowValid) {
      setNotice({ tone: "error", text: "The outage must end after it starts" });
      return;
    }
    if (affected.length > 0) {
      setNotice({ tone: "error", text: "Clear the affected bookings first" });
      return;
    }
    setBusy(true);
    try {
      const booked = await bookOutage(resourceId, date, from, until);
      setNotice({
        tone: "ok",
        text: `Outage booked: ${booked.id}, ${dayLabel(booked.date)} ${span(booked.start, booked.end)}`,
      });
      await refresh();
    } catch (err) {
      setNotice({ tone: "error", text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  async function callOff(outage: BookingSummary) {
    setBusy(true);
    setWeekNotice(null);
    try {
      const { booking, evidence_token } = await getBooking(outage.id);
      const cancelled = await cancelBooking(booking.id, evidence_token, "Outage called off");
      setWeekNotice({ tone: "ok", text: `Called off ${cancelled.id}` });
      await refresh();
    } catch (err) {
      setWeekNotice({ tone: "error", text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  const windowValid = toMinutes(until) > toMinutes(from);
  const affected = data ? affectedBookings(data.bookings, from, until) : [];
  const outages = data
    ? data.bookings.filter(isOutage).sort((a, b) => toMinutes(a.start) - toMinutes(b.start))
    : [];

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
                        <button type="button" disabled={busy} onClick={() => void cancelAffected(b)}>
                          Cancel booking
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <div className="book-bar">
          <button type="button" className="primary" disabled={busy || data === null} onClick={() => void bookTheOutage()}>
            Book outage
          </button>
        </div>
        {notice && (
          <p className={notice.tone === "ok" ? "notice" : "error"} role="status">
            {notice.text}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="outages-heading">
        <h2 id="outages-heading">Outages booked</h2>
        {data === null ? (
          <p className="muted">Loading outages…</p>
        ) : outages.length === 0 ? (
          <p>No outage booked on {dayLabel(date)}</p>
        ) : (
          <ul className="plain">
            {outages.map((b) => (
              <li key={b.id}>
                <span>{outageLine(b)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="week-heading">
        <h2 id="week-heading">Outage week</h2>
        {data === null ? (
          <p className="muted">Loading the week…</p>
        ) : data.week.length === 0 ? (
          <p>No outages this week</p>
        ) : (
          <>
            <ul className="plain">
              {data.week.map((b) => (
                <li key={b.id}>
                  <span>{weekOutageLine(b)}</span>
                  <button type="button" disabled={busy} onClick={() => void callOff(b)}>
                    Call off
                  </button>
                </li>
              ))}
            </ul>
            <p className="total">{outageHoursLine(data.week)}</p>
          </>
        )}
        {weekNotice && (
          <p className={weekNotice.tone === "ok" ? "notice" : "error"} role="status">
            {weekNotice.text}
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

      <section className="card" aria-labelledby="cancelled-heading">
        <h2 id="cancelled-heading">Cancelled bookings</h2>
        {data === null ? (
          <p className="muted">Loading cancelled bookings…</p>
        ) : data.cancelled.length === 0 ? (
          <p>No cancelled bookings on {dayLabel(date)}</p>
        ) : (
          <ul className="plain">
            {data.cancelled.map((b) => (
              <li key={b.id}>
                <span>{cancelledLine(b)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
