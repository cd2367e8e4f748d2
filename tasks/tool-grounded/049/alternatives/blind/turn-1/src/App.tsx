import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fetchArrivalWindow, fetchBusinessDate, problemText } from "./api";
import type { ReservationRow } from "./api";
import { addDays } from "./dates";
import { depositDueCents, stayTotalCents } from "./deposit";
import { formatCents } from "./money";
import "./styles.css";

const WINDOW_DAYS = 3;

type Snapshot = {
  businessDate: string;
  windowEnd: string;
  reservations: ReservationRow[];
};

function compareArrivals(a: ReservationRow, b: ReservationRow): number {
  if (a.arrival !== b.arrival) return a.arrival < b.arrival ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export default function App() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState("");
  const loadSeq = useRef(0);

  const reload = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const businessDate = await fetchBusinessDate();
      const windowEnd = addDays(businessDate, WINDOW_DAYS);
      const reservations = await fetchArrivalWindow(businessDate, windowEnd);
      if (seq !== loadSeq.current) return;
      setSnapshot({ businessDate, windowEnd, reservations });
      setLoadProblem("");
    } catch (err) {
      if (seq === loadSeq.current) setLoadProblem(`Could not read the guesthouse system: ${problemText(err)}`);
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const arrivals = useMemo(() => {
    if (!snapshot) return [];
    return snapshot.reservations
      .filter(
        (r) =>
          (r.status === "booked" || r.status === "in_house") &&
          r.arrival >= snapshot.businessDate &&
          r.arrival <= snapshot.windowEnd,
      )
      .sort(compareArrivals)
      .map((r) => ({
        reservation: r,
        stayTotal: stayTotalCents(r.nightly_rate, r.nights),
        depositDue: depositDueCents(r.nightly_rate, r.nights),
      }));
  }, [snapshot]);

  return (
    <main className="page">
      <header className="page-head">
        <div>
          <h1>Deposit desk</h1>
          <p className="business-date">
            {snapshot ? `Business date: ${snapshot.businessDate}` : "Reading the business date…"}
          </p>
        </div>
        <button type="button" onClick={() => void reload()} disabled={loading}>
          Reload
        </button>
      </header>

      {loadProblem && (
        <p className="alert" role="alert">
          {loadProblem}
        </p>
      )}

      <section className="panel" aria-labelledby="arrivals-heading">
        <h2 id="arrivals-heading">Arrivals</h2>
        {snapshot && (
          <p className="count-line">
            {arrivals.length} {arrivals.length === 1 ? "arrival" : "arrivals"} from {snapshot.businessDate} to{" "}
            {snapshot.windowEnd}
          </p>
        )}
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Reservation</th>
                <th scope="col">Guest</th>
                <th scope="col">Arrival</th>
                <th scope="col" className="num">
                  Nights
                </th>
                <th scope="col" className="num">
                  Stay total
                </th>
                <th scope="col" className="num">
                  Deposit due
                </th>
              </tr>
            </thead>
            <tbody>
              {arrivals.map(({ reservation: r, stayTotal, depositDue }) => (
                <tr key={r.id}>
                  <td>{r.id}</td>
                  <td>{r.guest_name}</td>
                  <td>{r.arrival}</td>
                  <td className="num">{r.nights}</td>
                  <td className="num">{formatCents(stayTotal)}</td>
                  <td className="num">{formatCents(depositDue)}</td>
                </tr>
              ))}
              {snapshot && arrivals.length === 0 && (
                <tr>
                  <td colSpan={6} className="muted">
                    No arrivals in these days.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>
    </main>
  );
}
