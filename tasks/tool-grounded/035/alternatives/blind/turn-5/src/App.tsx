import { useCallback, useEffect, useRef, useState } from "react";
import AwaitingSection from "./AwaitingSection";
import type { Notice } from "./AwaitingSection";
import ReviewSection from "./ReviewSection";
import UnfinishedSection from "./UnfinishedSection";
import ClosedTodaySection from "./ClosedTodaySection";
import { closeOrder, errorText, listOrders, listTechnicians, readAll, readOrder } from "./api";
import type { OrderDetail, Technician } from "./api";
import { money, timeValue, utcDate } from "./format";
import "./app.css";

export default function App() {
  const [awaiting, setAwaiting] = useState<OrderDetail[] | null>(null);
  const [awaitingProblem, setAwaitingProblem] = useState("");
  const awaitingSeq = useRef(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const [review, setReview] = useState<OrderDetail | null>(null);
  const [technicians, setTechnicians] = useState<Technician[]>([]);
  const [reviewProblem, setReviewProblem] = useState("");
  const reviewSeq = useRef(0);

  const [unfinished, setUnfinished] = useState<OrderDetail[] | null>(null);
  const [unfinishedProblem, setUnfinishedProblem] = useState("");
  const unfinishedSeq = useRef(0);

  const [closedToday, setClosedToday] = useState<OrderDetail[] | null>(null);
  const [closedProblem, setClosedProblem] = useState("");
  const closedSeq = useRef(0);

  const loadAwaiting = useCallback(async () => {
    const seq = ++awaitingSeq.current;
    try {
      const list = await listOrders({ status: "completed" });
      const details = await readAll(list.work_orders);
      if (seq !== awaitingSeq.current) return;
      setAwaiting(details);
      setAwaitingProblem("");
    } catch (err) {
      if (seq !== awaitingSeq.current) return;
      setAwaitingProblem(`Could not load the orders awaiting sign-off: ${errorText(err)}`);
    }
  }, []);

  const loadUnfinished = useCallback(async () => {
    const seq = ++unfinishedSeq.current;
    try {
      const list = await listOrders({});
      const rows = list.work_orders.filter((o) => o.status === "in_progress" || o.status === "on_hold");
      const details = await readAll(rows);
      if (seq !== unfinishedSeq.current) return;
      setUnfinished(details);
      setUnfinishedProblem("");
    } catch (err) {
      if (seq !== unfinishedSeq.current) return;
      setUnfinishedProblem(`Could not load the unfinished orders: ${errorText(err)}`);
    }
  }, []);

  const loadClosedToday = useCallback(async () => {
    const seq = ++closedSeq.current;
    try {
      const list = await listOrders({ status: "closed" });
      const today = utcDate(list.as_of);
      const details = await readAll(list.work_orders);
      const todays = details
        .filter((o) => o.closed_at !== null && utcDate(o.closed_at) === today)
        .sort((a, b) => timeValue(b.closed_at as string) - timeValue(a.closed_at as string));
      if (seq !== closedSeq.current) return;
      setClosedToday(todays);
      setClosedProblem("");
    } catch (err) {
      if (seq !== closedSeq.current) return;
      setClosedProblem(`Could not load the orders closed today: ${errorText(err)}`);
    }
  }, []);

  useEffect(() => {
    void (async () => {
      await loadAwaiting();
      await loadUnfinished();
      await loadClosedToday();
    })();
  }, [loadAwaiting, loadUnfinished, loadClosedToday]);

  const openReview = useCallback(async (id: string) => {
    const seq = ++reviewSeq.current;
    setReviewProblem("");
    try {
      const { work_order } = await readOrder(id);
      const people = await listTechnicians();
      if (seq !== reviewSeq.current) return;
      setTechnicians(people);
      setReview(work_order);
    } catch (err) {
      if (seq !== reviewSeq.current) return;
      setReviewProblem(`Could not read ${id}: ${errorText(err)}`);
    }
  }, []);

  const closeReviewed = useCallback(async () => {
    if (!review) return;
    const id = review.id;
    setBusy(true);
    try {
      const closed = await closeOrder(id);
      setNotice({ lines: [`${closed.id} closed, final cost ${money(closed.total_cost)}`], tone: "ok" });
      reviewSeq.current++;
      setReview(null);
    } catch (err) {
      setNotice({ lines: [`Not closed: ${errorText(err)}`], tone: "error" });
    }
    await loadAwaiting();
    await loadClosedToday();
    setBusy(false);
  }, [review, loadAwaiting, loadClosedToday]);

  /** The Review section read the order back: keep its Awaiting row in step. */
  const orderReadBack = useCallback((order: OrderDetail) => {
    setReview(order);
    setAwaiting((rows) => (rows ? rows.map((r) => (r.id === order.id ? order : r)) : rows));
  }, []);

  const closeAllOnTarget = useCallback(async () => {
    const met = (awaiting ?? []).filter((o) => o.met_target === true);
    if (met.length === 0) {
      setNotice({ lines: ["No on-target orders to close"], tone: "info" });
      return;
    }
    setBusy(true);
    let closed = 0;
    const refusals: string[] = [];
    for (const order of met) {
      try {
        await closeOrder(order.id);
        closed++;
      } catch (err) {
        refusals.push(`${order.id}: ${errorText(err)}`);
      }
    }
    setNotice({
      lines: [`Closed ${closed} of ${met.length} on-target orders`, ...refusals],
      tone: refusals.length ? "error" : "ok",
    });
    await loadAwaiting();
    await loadClosedToday();
    setBusy(false);
  }, [awaiting, loadAwaiting, loadClosedToday]);

  const afterFinish = useCallback(async () => {
    await loadUnfinished();
    await loadAwaiting();
  }, [loadUnfinished, loadAwaiting]);

  return (
    <main className="page">
      <header className="page-head">
        <h1>Close-out desk</h1>
        <p className="lede">Kestrel Works Facilities — live figures from the maintenance system.</p>
      </header>
      <AwaitingSection
        orders={awaiting}
        problem={awaitingProblem}
        notice={notice}
        busy={busy}
        onRefresh={() => void loadAwaiting()}
        onReview={(id) => void openReview(id)}
        onCloseAll={() => void closeAllOnTarget()}
      />
      {reviewProblem && (
        <p className="alert error" role="alert">
          {reviewProblem}
        </p>
      )}
      {review && (
        <ReviewSection
          key={review.id}
          order={review}
          technicians={technicians}
          busy={busy}
          onClose={() => void closeReviewed()}
          onReadBack={orderReadBack}
        />
      )}
      <UnfinishedSection orders={unfinished} problem={unfinishedProblem} onFinished={afterFinish} />
      <ClosedTodaySection orders={closedToday} problem={closedProblem} />
    </main>
  );
}

