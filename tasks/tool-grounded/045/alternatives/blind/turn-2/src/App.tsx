import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import {
  clockTime,
  errorText,
  minutesOf,
  moneyFromCents,
  noShowFeeCents,
  noShowFeeLine,
  planFor,
  readBookedUpTo,
  readProperty,
  readReservation,
  validCutoff,
} from "./desk";
import type { Booking, Property } from "./desk";
import "./app.css";

type MarkedEntry = {
  id: string;
  guest: string;
  feeCents: number;
};

type Notice = { tone: "ok" | "problem"; text: string } | null;

export default function App() {
  const [property, setProperty] = useState<Property | null>(null);
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState("");
  const [cutoff, setCutoff] = useState("18:00");
  const [notice, setNotice] = useState<Notice>(null);
  const [marked, setMarked] = useState<MarkedEntry[]>([]);
  const loadSeq = useRef(0);

  const reloadAll = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const info = await readProperty();
      const still = await readBookedUpTo(info.business_date);
      if (seq !== loadSeq.current) return;
      setProperty(info);
      setBookings(still);
      setLoadProblem("");
    } catch (err) {
      if (seq === loadSeq.current) setLoadProblem(`Could not read the system: ${errorText(err)}`);
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reloadAll();
  }, [reloadAll]);

  const markNoShow = async (booking: Booking) => {
    const cut = validCutoff(cutoff);
    if (cut === null) {
      setNotice({ tone: "problem", text: "Write the cut-off like 18:00" });
      return;
    }
    try {
      const info = await readProperty();
      setProperty(info);
      if (booking.arrival === info.business_date && minutesOf(clockTime(info.clock)) < minutesOf(cut)) {
        setNotice({ tone: "problem", text: `${booking.id} is due today; wait until ${cut}` });
        return;
      }
      const before = await readReservation(booking.id);
      await callTool("mark_no_show", {
        reservation_id: booking.id,
        evidence_token: before.evidence_token,
      });
      const after = await readReservation(booking.id);
      const feeLine = noShowFeeLine(after.reservation);
      const feeCents = Math.round((feeLine?.amount ?? 0) * 100);
      setNotice({
        tone: "ok",
        text: `${booking.id} marked as a no-show; fee ${moneyFromCents(feeCents)} posted`,
      });
      setMarked((prev) => [...prev, { id: booking.id, guest: after.reservation.guest_name, feeCents }]);
      await reloadAll();
    } catch (err) {
      setNotice({ tone: "problem", text: `Refused: ${errorText(err)}` });
      await reloadAll();
    }
  };

  const plans = property?.rate_plans ?? [];
  const businessDate = property?.business_date ?? "";
  const rows = (bookings ?? []).map((b) => {
    const plan = planFor(plans, b.rate_plan);
    return { booking: b, planName: plan?.name ?? b.rate_plan, feeCents: noShowFeeCents(b, plan) };
  });
  const atStakeCents = rows.reduce((sum, r) => sum + r.feeCents, 0);
  const postedCents = marked.reduce((sum, m) => sum + m.feeCents, 0);

  return (
    <main className="page">
      <header className="page-head">
        <div>
          <h1>No-show desk</h1>
          <p className="clock-line">
            {property
              ? `Business date: ${property.business_date} · System time: ${clockTime(property.clock)}`
              : "Reading the system…"}
          </p>
        </div>
        <button type="button" onClick={() => void reloadAll()} disabled={loading}>
          Reload
        </button>
      </header>

      {loadProblem && (
        <p role="alert" className="alert">
          {loadProblem}
        </p>
      )}

      <section className="panel" aria-labelledby="still-heading">
        <h2 id="still-heading">Still to arrive</h2>
        <div className="field">
          <label htmlFor="cutoff-input">Cut-off</label>
          <input
            id="cutoff-input"
            type="text"
            value={cutoff}
            onChange={(e) => setCutoff(e.target.value)}
            autoComplete="off"
          />
        </div>
        {notice && (
          <p role="status" className={notice.tone === "ok" ? "notice" : "alert"}>
            {notice.text}
          </p>
        )}
        {bookings === null ? (
          <p className="muted">Loading arrivals…</p>
        ) : rows.length === 0 ? (
          <p className="count-line">Everyone has arrived</p>
        ) : (
          <>
            <p className="count-line">
              {rows.length} still to arrive
            </p>
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Reservation</th>
                    <th scope="col">Guest</th>
                    <th scope="col">Arrival</th>
                    <th scope="col">Plan</th>
                    <th scope="col">Room</th>
                    <th scope="col">Fee</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ booking, planName, feeCents }) => (
                    <tr key={booking.id}>
                      <td>{booking.id}</td>
                      <td>{booking.guest_name}</td>
                      <td>
                        {booking.arrival}
                        {booking.arrival < businessDate && (
                          <>
                            {" "}
                            <span className="overdue">Overdue</span>
                          </>
                        )}
                      </td>
                      <td>{planName}</td>
                      <td>{booking.room ?? "None"}</td>
                      <td className="num">{moneyFromCents(feeCents)}</td>
                      <td>
                        <button type="button" onClick={() => void markNoShow(booking)}>
                          Mark no-show
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Night summary</h2>
        <p className="stake-line">Fees at stake: {moneyFromCents(atStakeCents)}</p>
        {marked.length > 0 && (
          <ul className="marked-list">
            {marked.map((m) => (
              <li key={m.id}>
                {m.id} · {m.guest} · {moneyFromCents(m.feeCents)}
              </li>
            ))}
          </ul>
        )}
        <p className="totals-line">
          Marked tonight: {marked.length} · Fees posted: {moneyFromCents(postedCents)}
        </p>
      </section>
    </main>
  );
}
