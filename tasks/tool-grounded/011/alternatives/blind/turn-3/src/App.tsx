import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage, loadBudgets, loadPolicyLimits, loadSubmitted } from "./api";
import type { Budget, KindFilter, RequestSummary } from "./api";
import BudgetsTable from "./BudgetsTable";
import PreCheck from "./PreCheck";
import WaitingTable from "./WaitingTable";
import { formatUsd, sumAmounts } from "./money";
import "./styles.css";

export default function App() {
  const [requests, setRequests] = useState<RequestSummary[]>([]);
  const [limits, setLimits] = useState<Record<string, number>>({});
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState("");
  const [checking, setChecking] = useState<{ request: RequestSummary; seq: number } | null>(null);

  const [kind, setKind] = useState<KindFilter>("all");
  const kindRef = useRef<KindFilter>("all");
  const listSeq = useRef(0);

  /** Reads the waiting requests for the current Kind; a newer read wins over an older one. */
  const readRequests = useCallback(async () => {
    const seq = ++listSeq.current;
    const list = await loadSubmitted(kindRef.current);
    if (seq === listSeq.current) setRequests(list);
  }, []);

  const readAll = useCallback(async (withPolicy: boolean) => {
    setLoading(true);
    setLoadError("");
    try {
      if (withPolicy) setLimits(await loadPolicyLimits());
      await readRequests();
      setBudgets(await loadBudgets());
    } catch (err) {
      setLoadError(`Could not read the approvals system: ${errorMessage(err)}`);
    } finally {
      setLoading(false);
    }
  }, [readRequests]);

  async function changeKind(next: KindFilter) {
    setKind(next);
    kindRef.current = next;
    setLoadError("");
    try {
      await readRequests();
    } catch (err) {
      setLoadError(`Could not read the approvals system: ${errorMessage(err)}`);
    }
  }

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
        <div className="toolbar">
          <label htmlFor="kind-filter">Kind</label>
          <select id="kind-filter" value={kind} onChange={(e) => void changeKind(e.target.value as KindFilter)}>
            <option value="all">All requests</option>
            <option value="expense">Expense claims</option>
            <option value="purchase">Purchase requests</option>
          </select>
        </div>
        <p className="summary">{countLabel}</p>
        <WaitingTable
          requests={requests}
          limits={limits}
          checkingId={checking ? checking.request.id : null}
          onCheck={(request) => setChecking((prev) => ({ request, seq: (prev ? prev.seq : 0) + 1 }))}
        />
      </section>

      {checking && (
        <PreCheck
          key={checking.seq}
          request={checking.request}
          onClose={() => setChecking(null)}
          onFlagged={readRequests}
        />
      )}

      <section className="card" aria-labelledby="budgets-heading">
        <h2 id="budgets-heading">Budgets</h2>
        <p className="muted small">Live figures for the current fiscal year.</p>
        <BudgetsTable budgets={budgets} />
      </section>
    </main>
  );
}
