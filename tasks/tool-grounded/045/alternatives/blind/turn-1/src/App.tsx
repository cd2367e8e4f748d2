import { useCallback, useEffect, useRef, useState } from "react";
import {
  clockTime,
  errorText,
  moneyFromCents,
  noShowFeeCents,
  planFor,
  readBookedUpTo,
  readProperty,
} from "./desk";
import type { Booking, Property } from "./desk";
import "./app.css";

export default function App() {
  const [property, setProperty] = useState<Property | null>(null);
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState("");
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

  const plans = property?.rate_plans ?? [];
  const businessDate = property?.business_date ?? "";
  const rows = (bookings ?? []).map((b) => {
    const plan = planFor(plans, b.rate_plan);
    return { booking: b, planName: plan?.name ?? b.rate_plan, feeCents: noShowFeeCents(b, plan) };
  });
  const atStakeCents = rows.reduce((sum, r) => sum + r.feeCents, 0);

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
      </section>
    </main>
  );
}
