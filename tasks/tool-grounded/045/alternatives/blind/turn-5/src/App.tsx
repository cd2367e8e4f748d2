import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import {
  clockTime,
  errorText,
  housekeepingWord,
  isGuaranteed,
  minutesOf,
  money,
  moneyFromCents,
  noShowFeeCents,
  noShowFeeLine,
  planFor,
  readBookedUpTo,
  readFreeTonight,
  readProperty,
  readReservation,
  readRoom,
  validCutoff,
  WAIVE_REASON,
} from "./desk";
import type { Booking, FolioLine, FreeTonight, Property } from "./desk";
import "./app.css";

type MarkedEntry = {
  id: string;
  guest: string;
  feeCents: number;
  waived: boolean;
  room: string | null;
  collectedCents: number | null;
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
  const [freeTonight, setFreeTonight] = useState<FreeTonight[] | null>(null);
  const [summaryNotice, setSummaryNotice] = useState<Notice>(null);
  const loadSeq = useRef(0);

  const reloadAll = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const info = await readProperty();
      const still = await readBookedUpTo(info.business_date);
      const free = await readFreeTonight(info);
      if (seq !== loadSeq.current) return;
      setProperty(info);
      setBookings(still);
      setFreeTonight(free);
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
      const heldRoom = before.reservation.room;
      await callTool("mark_no_show", {
        reservation_id: booking.id,
        evidence_token: before.evidence_token,
      });
      const after = await readReservation(booking.id);
      const guest = after.reservation.guest_name;
      const feeLine = noShowFeeLine(after.reservation);
      const guaranteed = isGuaranteed(planFor(info.rate_plans, after.reservation.rate_plan));
      let message: string;
      let entry: MarkedEntry;
      if (!guaranteed && feeLine) {
        try {
          await callTool("void_charge", {
            reservation_id: booking.id,
            line_id: feeLine.id,
            reason: WAIVE_REASON,
            evidence_token: after.evidence_token,
          });
        } catch (err) {
          const keptCents = Math.round(feeLine.amount * 100);
          setMarked((prev) => [
            ...prev,
            { id: booking.id, guest, feeCents: keptCents, waived: false, room: heldRoom, collectedCents: null },
          ]);
          throw err;
        }
        const checked = await readReservation(booking.id);
        const voided = checked.reservation.folio.find((l) => l.id === feeLine.id) ?? feeLine;
        const waivedCents = Math.round(voided.amount * 100);
        message = `${booking.id} marked as a no-show; fee ${moneyFromCents(waivedCents)} waived`;
        entry = { id: booking.id, guest, feeCents: waivedCents, waived: true, room: heldRoom, collectedCents: null };
      } else {
        const feeCents = Math.round((feeLine?.amount ?? 0) * 100);
        message = `${booking.id} marked as a no-show; fee ${moneyFromCents(feeCents)} posted`;
        entry = { id: booking.id, guest, feeCents, waived: false, room: heldRoom, collectedCents: null };
      }
      setMarked((prev) => [...prev, entry]);
      if (heldRoom) {
        const released = await readRoom(heldRoom);
        message += ` · room ${released.room.number} released (${housekeepingWord(released.room.housekeeping)})`;
      }
      setNotice({ tone: "ok", text: message });
      await reloadAll();
    } catch (err) {
      setNotice({ tone: "problem", text: `Refused: ${errorText(err)}` });
      await reloadAll();
    }
  };

  const chargeCard = async (entry: MarkedEntry) => {
    try {
      const current = await readReservation(entry.id);
      const balance = current.reservation.balance;
      if (!(balance > 0)) {
        setSummaryNotice({ tone: "problem", text: `Nothing due on ${entry.id}` });
        return;
      }
      const paid = await callTool<{ line: FolioLine }>("record_payment", {
        reservation_id: entry.id,
        amount: Math.round(balance * 100) / 100,
        method: "card",
      });
      const settled = await readReservation(entry.id);
      const payment = settled.reservation.folio.find((l) => l.id === paid.line.id) ?? paid.line;
      const paidCents = Math.round(payment.amount * 100);
      setMarked((prev) => prev.map((m) => (m.id === entry.id ? { ...m, collectedCents: paidCents } : m)));
      setSummaryNotice({
        tone: "ok",
        text: `Collected ${moneyFromCents(paidCents)} by card from ${entry.id}; balance ${money(
          settled.reservation.balance,
        )}`,
      });
    } catch (err) {
      setSummaryNotice({ tone: "problem", text: `Refused: ${errorText(err)}` });
    }
  };

  const plans = property?.rate_plans ?? [];
  const businessDate = property?.business_date ?? "";
  const rows = (bookings ?? []).map((b) => {
    const plan = planFor(plans, b.rate_plan);
    return {
      booking: b,
      planName: plan?.name ?? b.rate_plan,
      guaranteed: isGuaranteed(plan),
      feeCents: noShowFeeCents(b, plan),
    };
  });
  const atStakeCents = rows.filter((r) => r.guaranteed).reduce((sum, r) => sum + r.feeCents, 0);
  const postedCents = marked.filter((m) => !m.waived).reduce((sum, m) => sum + m.feeCents, 0);
  const waivedTotalCents = marked.filter((m) => m.waived).reduce((sum, m) => sum + m.feeCents, 0);
  const collectedTotalCents = marked.reduce((sum, m) => sum + (m.collectedCents ?? 0), 0);
  const releasedRooms = marked.map((m) => m.room).filter((r): r is string => Boolean(r));

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
                    <th scope="col">Guarantee</th>
                    <th scope="col">Fee</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ booking, planName, guaranteed, feeCents }) => (
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
                      <td>{guaranteed ? "Guaranteed" : "Not guaranteed"}</td>
                      <td className="num">{guaranteed ? moneyFromCents(feeCents) : "Waived"}</td>
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

      <section className="panel" aria-labelledby="rooms-heading">
        <h2 id="rooms-heading">Rooms tonight</h2>
        {freeTonight === null ? (
          <p className="muted">Loading availability…</p>
        ) : (
          <div className="table-wrap">
            <table className="rooms-table">
              <thead>
                <tr>
                  <th scope="col">Room type</th>
                  <th scope="col">Free tonight</th>
                </tr>
              </thead>
              <tbody>
                {freeTonight.map((t) => (
                  <tr key={t.code}>
                    <td>{t.name}</td>
                    <td className="num">{t.free}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="panel" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Night summary</h2>
        <p className="stake-line">Fees at stake: {moneyFromCents(atStakeCents)}</p>
        {marked.length > 0 && (
          <ul className="marked-list">
            {marked.map((m) => (
              <li key={m.id}>
                {m.collectedCents !== null ? (
                  <span>
                    {m.id} · {m.guest} · {moneyFromCents(m.collectedCents)} collected
                  </span>
                ) : (
                  <span>
                    {m.id} · {m.guest} · {moneyFromCents(m.feeCents)}
                    {m.waived ? " waived" : ""}
                  </span>
                )}
                {!m.waived && m.collectedCents === null && (
                  <button
                    type="button"
                    className="charge-button"
                    onClick={() => void chargeCard(m)}
                  >
                    Charge card
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="totals-line">
          Marked tonight: {marked.length} · Fees posted: {moneyFromCents(postedCents)} · Waived:{" "}
          {moneyFromCents(waivedTotalCents)} · Collected: {moneyFromCents(collectedTotalCents)}
        </p>
        {summaryNotice && (
          <p role="status" className={summaryNotice.tone === "ok" ? "notice" : "alert"}>
            {summaryNotice.text}
          </p>
        )}
        <p className="released-line">
          Rooms released: {releasedRooms.length > 0 ? releasedRooms.join(", ") : "none"}
        </p>
      </section>
    </main>
  );
}
