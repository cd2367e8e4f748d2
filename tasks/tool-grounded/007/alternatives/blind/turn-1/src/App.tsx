import { useCallback, useEffect, useState } from "react";
import "./styles.css";
import { ToolError } from "./bridge";
import { loadAwaiting, loadBudgets, type Budget, type Claim } from "./approvals";
import AwaitingTable from "./components/AwaitingTable";
import BudgetList from "./components/BudgetList";

type Snapshot = { awaiting: Claim[]; budgets: Budget[] };

export default function App() {
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState("");

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const [awaiting, budgets] = await Promise.all([loadAwaiting(), loadBudgets()]);
      setSnap({ awaiting, budgets });
      setFailure("");
    } catch (err) {
      setFailure(err instanceof ToolError || err instanceof Error ? err.message : String(err));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const count = snap ? snap.awaiting.length : 0;

  return (
    <main className="inbox">
      <header className="topline">
        <h1>Expense approvals</h1>
        <button type="button" onClick={() => void reload()} disabled={loading}>
          Refresh
        </button>
      </header>
      {failure && (
        <p className="alert" role="alert">
          {failure}
        </p>
      )}

      <section className="block">
        <h2>Awaiting decision</h2>
        {snap ? (
          <>
            <p className="count">{`${count} ${count === 1 ? "claim" : "claims"} awaiting your decision`}</p>
            <AwaitingTable claims={snap.awaiting} />
          </>
        ) : (
          <p className="quiet">Loading claims…</p>
        )}
      </section>

      <section className="block">
        <h2>Budgets</h2>
        {snap ? <BudgetList budgets={snap.budgets} /> : <p className="quiet">Loading budgets…</p>}
      </section>
    </main>
  );
}
