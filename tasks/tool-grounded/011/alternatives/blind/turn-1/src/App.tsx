import { useCallback, useEffect, useState } from "react";
import { errorMessage, loadBudgets, loadPolicyLimits, loadSubmitted } from "./api";
import type { Budget, RequestSummary } from "./api";
import BudgetsTable from "./BudgetsTable";
import WaitingTable from "./WaitingTable";
import { formatUsd, sumAmounts } from "./money";
import "./styles.css";

export default function App() {
  const [requests, setRequests] = useState<RequestSummary[]>([]);
  const [limits, setLimits] = useState<Record<string, number>>({});
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState("");

  const readAll = useCallback(async (withPolicy: boolean) => {
    setLoading(true);
    setLoadError("");
    try {
      if (withPolicy) setLimits(await loadPolicyLimits());
      setRequests(await loadSubmitted());
      setBudgets(await loadBudgets());
    } catch (err) {
      setLoadError(`Could not read the approvals system: ${errorMessage(err)}`);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void readAll(true);
  }, [readAll]);

  const total = sumAmounts(requests.map((r) => r.amount));
  const countLabel = `${requests.length} ${requests.length === 1 ? "request" : "requests"}, ${formatUsd(total)} in total`;

  return (
    <main className="page">
      <header className="page-head">
        <div>
          <h1>Pre-check desk</h1>
          <p className="muted">Policy, approver and budget checks before the approvers decide.</p>
        </div>
        <button type="button" onClick={() => void readAll(false)} disabled={loading}>
          Refresh
        </button>
      </header>
      {loadError && (
        <p className="alert alert-bad" role="alert">
          {loadError}
        </p>
      )}

      <section className="card" aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Waiting for a decision</h2>
        <p className="summary">{countLabel}</p>
        <WaitingTable requests={requests} limits={limits} />
      </section>

      <section className="card" aria-labelledby="budgets-heading">
        <h2 id="budgets-heading">Budgets</h2>
        <p className="muted small">Live figures for the current fiscal year.</p>
        <BudgetsTable budgets={budgets} />
      </section>
    </main>
  );
}
