import { useCallback, useEffect, useState } from "react";
import "./styles.css";
import { ToolError } from "./bridge";
import {
  approveClaim,
  errorCode,
  errorText,
  loadAwaiting,
  loadBudgets,
  loadDecided,
  rejectClaim,
  type Budget,
  type Claim,
} from "./approvals";
import { dollars } from "./money";
import AwaitingTable from "./components/AwaitingTable";
import BudgetList from "./components/BudgetList";
import DecidedTable from "./components/DecidedTable";

type Snapshot = { awaiting: Claim[]; budgets: Budget[]; decided: Claim[] };

export default function App() {
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState("");
  const [notice, setNotice] = useState("");
  const [busyId, setBusyId] = useState<string | null>(null);

  const reload = useCallback(async (): Promise<Snapshot | null> => {
    setLoading(true);
    try {
      const [awaiting, budgets, decided] = await Promise.all([loadAwaiting(), loadBudgets(), loadDecided()]);
      const next = { awaiting, budgets, decided };
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

  async function reject(claim: Claim, reason: string): Promise<boolean> {
    setBusyId(claim.id);
    setNotice("");
    try {
      await rejectClaim(claim.id, reason);
    } catch (err) {
      setNotice(`Could not reject ${claim.id}: ${errorText(err)}`);
      setBusyId(null);
      return false;
    }
    await reload();
    setNotice(`Rejected ${claim.id}.`);
    setBusyId(null);
    return true;
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
            <AwaitingTable
              claims={snap.awaiting}
              busyId={busyId}
              onApprove={(c) => void approve(c)}
              onReject={reject}
            />
          </>
        ) : (
          <p className="quiet">Loading claims…</p>
        )}
      </section>

      <section className="block">
        <h2>Budgets</h2>
        {snap ? <BudgetList budgets={snap.budgets} /> : <p className="quiet">Loading budgets…</p>}
      </section>

      <section className="block">
        <h2>Decided</h2>
        {snap ? <DecidedTable claims={snap.decided} /> : <p className="quiet">Loading decided claims…</p>}
      </section>
    </main>
  );
}
