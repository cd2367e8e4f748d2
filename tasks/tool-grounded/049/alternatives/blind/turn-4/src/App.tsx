import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  checkIn,
  fetchArrivalWindow,
  fetchBusinessDate,
  fetchReservation,
  problemText,
  recordPayment,
} from "./api";
import type { PaymentMethod, ReservationDetail, ReservationRow } from "./api";
import { addDays } from "./dates";
import { depositDueCents, stayTotalCents } from "./deposit";
import { formatCents, formatUsd, parseAmountCents, toCents } from "./money";
import StillOwing from "./StillOwing";
import "./styles.css";

const WINDOW_DAYS = 3;

type Snapshot = {
  businessDate: string;
  windowEnd: string;
  reservations: ReservationRow[];
  details: Record<string, ReservationDetail>;
};

type Notice = { tone: "ok" | "problem"; text: string };

type ArrivalLine = {
  reservation: ReservationRow;
  stayTotal: number;
  depositDue: number;
  paid: number;
  owed: number;
};

function compareArrivals(a: ReservationRow, b: ReservationRow): number {
  if (a.arrival !== b.arrival) return a.arrival < b.arrival ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function statusWords(status: string): string {
  return status.replace(/_/g, " ");
}

function inWindow(r: ReservationRow, from: string, to: string): boolean {
  return (r.status === "booked" || r.status === "in_house") && r.arrival >= from && r.arrival <= to;
}

export default function App() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState("");
  const [method, setMethod] = useState<PaymentMethod>("card");
  const [amountText, setAmountText] = useState("");
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const loadSeq = useRef(0);

  const reload = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const businessDate = await fetchBusinessDate();
      const windowEnd = addDays(businessDate, WINDOW_DAYS);
      const reservations = await fetchArrivalWindow(businessDate, windowEnd);
      const reads = await Promise.all(
        reservations.filter((r) => inWindow(r, businessDate, windowEnd)).map((r) => fetchReservation(r.id)),
      );
      if (seq !== loadSeq.current) return;
      const details: Record<string, ReservationDetail> = {};
      for (const read of reads) details[read.reservation.id] = read.reservation;
      setSnapshot({ businessDate, windowEnd, reservations, details });
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

  const arrivals = useMemo<ArrivalLine[]>(() => {
    if (!snapshot) return [];
    return snapshot.reservations
      .filter((r) => inWindow(r, snapshot.businessDate, snapshot.windowEnd))
      .sort(compareArrivals)
      .map((r) => {
        const detail = snapshot.details[r.id];
        const depositDue = depositDueCents(r.nightly_rate, r.nights);
        const paid = detail ? toCents(detail.payments_total) : 0;
        return {
          reservation: r,
          stayTotal: stayTotalCents(r.nightly_rate, r.nights),
          depositDue,
          paid,
          owed: Math.max(0, depositDue - paid),
        };
      });
  }, [snapshot]);

  async function takeDeposit(line: ArrivalLine) {
    const id = line.reservation.id;
    const typed = amountText.trim();
    let amount = line.owed;
    if (typed !== "") {
      const cents = parseAmountCents(typed);
      if (cents === null || cents <= 0 || cents > line.owed) {
        setNotice({ tone: "problem", text: `Enter an amount from $0.01 to ${formatCents(line.owed)}` });
        return;
      }
      amount = cents;
    }
    setBusyId(id);
    setNotice(null);
    try {
      const before = await fetchReservation(id);
      const fresh = before.reservation;
      if (fresh.status !== "booked" && fresh.status !== "in_house") {
        setNotice({ tone: "problem", text: `${id} is ${statusWords(fresh.status)}; no deposit taken` });
        return;
      }
      const freshOwed = Math.max(
        0,
        depositDueCents(fresh.nightly_rate, fresh.nights) - toCents(fresh.payments_total),
      );
      if (freshOwed === 0) {
        setNotice({ tone: "problem", text: `${id} owes no deposit; nothing taken` });
        return;
      }
      if (typed === "") {
        amount = freshOwed;
      } else if (amount > freshOwed) {
        setNotice({ tone: "problem", text: `Enter an amount from $0.01 to ${formatCents(freshOwed)}` });
        return;
      }
      if (fresh.status === "booked") {
        try {
          await checkIn(id, before.evidence_token);
        } catch (err) {
          setNotice({ tone: "problem", text: `Not checked in: ${problemText(err)}` });
          return;
        }
      }
      let posted;
      try {
        posted = await recordPayment(id, amount / 100, method);
      } catch (err) {
        setNotice({ tone: "problem", text: `The deposit was not recorded: ${problemText(err)}` });
        return;
      }
      setAmountText("");
      const after = await fetchReservation(id);
      const paidWith = (posted.line.method ?? method).toLowerCase();
      setNotice({
        tone: "ok",
        text: `Deposit of ${formatUsd(posted.line.amount)} taken by ${paidWith} from ${id}; balance ${formatUsd(after.reservation.balance)}`,
      });
    } catch (err) {
      setNotice({ tone: "problem", text: `Could not read ${id}: ${problemText(err)}` });
    } finally {
      await reload();
      setBusyId(null);
    }
  }

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
        <div className="controls">
          <label className="field">
            <span>Method</span>
            <select value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
              <option value="card">Card</option>
              <option value="cash">Cash</option>
            </select>
          </label>
          <label className="field">
            <span>Amount</span>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
            />
          </label>
        </div>
        {notice && (
          <p className={notice.tone === "ok" ? "notice" : "alert"} role={notice.tone === "ok" ? "status" : "alert"}>
            {notice.text}
          </p>
        )}
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
                <th scope="col" className="num">
                  Paid
                </th>
                <th scope="col" className="num">
                  Owed
                </th>
                <th scope="col">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {arrivals.map((line) => {
                const { reservation: r, stayTotal, depositDue, paid, owed } = line;
                const canTake =
                  snapshot !== null &&
                  r.arrival === snapshot.businessDate &&
                  (r.status === "booked" || r.status === "in_house") &&
                  owed > 0;
                return (
                  <tr key={r.id}>
                    <td>{r.id}</td>
                    <td>{r.guest_name}</td>
                    <td>{r.arrival}</td>
                    <td className="num">{r.nights}</td>
                    <td className="num">{formatCents(stayTotal)}</td>
                    <td className="num">{formatCents(depositDue)}</td>
                    <td className="num">{formatCents(paid)}</td>
                    <td className="num">{formatCents(owed)}</td>
                    <td>
                      {canTake && (
                        <button
                          type="button"
                          disabled={busyId !== null}
                          onClick={() => void takeDeposit(line)}
                        >
                          Take deposit
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
              {snapshot && arrivals.length === 0 && (
                <tr>
                  <td colSpan={9} className="muted">
                    No arrivals in these days.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>

      <StillOwing
        loaded={snapshot !== null}
        lines={arrivals
          .filter((line) => line.owed > 0)
          .map((line) => ({
            id: line.reservation.id,
            guest: line.reservation.guest_name,
            arrival: line.reservation.arrival,
            owed: line.owed,
          }))}
      />
    </main>
  );
}
