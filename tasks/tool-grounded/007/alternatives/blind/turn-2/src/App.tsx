import { useCallback, useEffect, useState } from "react";
import "./styles.css";
import { ToolError } from "./bridge";
import { approveClaim, errorCode, loadAwaiting, loadBudgets, type Budget, type Claim } from "./approvals";
import { dollars } from "./money";
import AwaitingTable from "./components/AwaitingTable";
import BudgetList from "./components/BudgetList";

type Snapshot = { awaiting: Claim[]; budgets: Budget[] };

export default function App() {
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState("");
  const [notice, setNotice] = useState("");
  const [busyId, setBusyId] = useState<string | null>(null);

  const reload = useCallback(async (): Promise<Snapshot | null> => {
    setLoading(true);
    try {
      const [awaiting, budgets] = await Promise.all([loadAwaiting(), loadBudgets()]);
      const next = { awaiting, budgets };
      setSnap(next);
      setFailure("");
      return next;
    } catch (err) {
      setFailure(err instanceof ToolError || err instanceof Error ? err.message : String(err));
      return null;
    } finally {
      setLoading(false);
    }
  }, []);

  async function approve(claim: Claim) {
    setBusyId(claim.id);
    setNotice("");
    try {
      await approveClaim(claim.id);
    } catch (err) {
      setNotice(`Could not approve ${claim.id} (${errorCode(err)})`);
      setBusyId(null);
      return;
    }
    const fresh = await reload();
    const budget = fresh?.budgets.find((b) => b.cost_centre === claim.cost_centre);
    setNotice(
      budget
        ? `Approved ${claim.id}. ${claim.cost_centre} remaining: ${dollars(budget.remaining)}`
        : `Approved ${claim.id}.`,
    );
    setBusyId(null);
  }

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
      {notice && (
        <p className="note" role="status">
          {notice}
        </p>
      )}
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
            <AwaitingTable claims={snap.awaiting} busyId={busyId} onApprove={(c) => void approve(c)} />
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
