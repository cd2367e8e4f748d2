import { useCallback, useEffect, useRef, useState } from "react";
import AwaitingSection from "./AwaitingSection";
import type { Notice } from "./AwaitingSection";
import ReviewSection from "./ReviewSection";
import UnfinishedSection from "./UnfinishedSection";
import { closeOrder, errorText, listOrders, listTechnicians, readAll, readOrder } from "./api";
import type { OrderDetail, Technician } from "./api";
import { money } from "./format";
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

  useEffect(() => {
    void (async () => {
      await loadAwaiting();
      await loadUnfinished();
    })();
  }, [loadAwaiting, loadUnfinished]);

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
    setBusy(false);
  }, [review, loadAwaiting]);

  /** The Review section read the order back: keep its Awaiting row in step. */
  const orderReadBack = useCallback((order: OrderDetail) => {
    setReview(order);
    setAwaiting((rows) => (rows ? rows.map((r) => (r.id === order.id ? order : r)) : rows));
  }, []);

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
        onRefresh={() => void loadAwaiting()}
        onReview={(id) => void openReview(id)}
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
    </main>
  );
}

