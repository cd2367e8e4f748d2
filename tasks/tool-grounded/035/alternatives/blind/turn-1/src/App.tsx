import { useCallback, useEffect, useRef, useState } from "react";
import AwaitingSection from "./AwaitingSection";
import { errorText, listOrders, readAll } from "./api";
import type { OrderDetail } from "./api";
import "./app.css";

export default function App() {
  const [awaiting, setAwaiting] = useState<OrderDetail[] | null>(null);
  const [awaitingProblem, setAwaitingProblem] = useState("");
  const awaitingSeq = useRef(0);

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

  useEffect(() => {
    void loadAwaiting();
  }, [loadAwaiting]);

  return (
    <main className="page">
      <header className="page-head">
        <h1>Close-out desk</h1>
        <p className="lede">Kestrel Works Facilities — live figures from the maintenance system.</p>
      </header>
      <AwaitingSection
        orders={awaiting}
        problem={awaitingProblem}
        onRefresh={() => void loadAwaiting()}
      />
    </main>
  );
}

