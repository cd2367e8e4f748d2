import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  errorCode,
  errorMessage,
  loadAllApprovers,
  loadApproved,
  loadBudgets,
  loadPayments,
  loadPolicyLimits,
  loadSubmitted,
  readRequest,
  suggestApprover,
  validate,
} from "./api";
import type { Approver, Budget, KindFilter, Payment, RequestSummary } from "./api";
import BudgetsTable from "./BudgetsTable";
import { PaymentsList, ReadyForPayment } from "./Payments";
import PreCheck from "./PreCheck";
import WaitingTable from "./WaitingTable";
import { formatUsd, sumAmounts } from "./money";
import "./styles.css";

export default function App() {
  const [requests, setRequests] = useState<RequestSummary[]>([]);
  const [limits, setLimits] = useState<Record<string, number>>({});
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [approved, setApproved] = useState<RequestSummary[]>([]);
  const [payments, setPayments] = useState<Payment[]>([]);
  const [approvers, setApprovers] = useState<Approver[]>([]);
  const [results, setResults] = useState<Record<string, string>>({});
  const [batchLine, setBatchLine] = useState("");
  const [batchRunning, setBatchRunning] = useState(false);
  const batchSeq = useRef(0);
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

  /** Approved requests and payments, read together so the Draft column always matches. */
  const readPayables = useCallback(async () => {
    const [nextApproved, nextPayments] = [await loadApproved(), await loadPayments()];
    setApproved(nextApproved);
    setPayments(nextPayments);
  }, []);

  /** After a draft: the requests (waiting and approved) and the payments, read again. */
  const readAfterDraft = useCallback(async () => {
    await readRequests();
    await readPayables();
  }, [readRequests, readPayables]);

  /** Check all results belong to one listing: Kind and Refresh throw them away. */
  const clearBatch = useCallback(() => {
    batchSeq.current += 1;
    setResults({});
    setBatchLine("");
    setBatchRunning(false);
  }, []);

  const readAll = useCallback(async (withPolicy: boolean) => {
    setLoading(true);
    setLoadError("");
    clearBatch();
    try {
      if (withPolicy) setLimits(await loadPolicyLimits());
      setApprovers(await loadAllApprovers());
      await readRequests();
      setBudgets(await loadBudgets());
      await readPayables();
    } catch (err) {
      setLoadError(`Could not read the approvals system: ${errorMessage(err)}`);
    } finally {
      setLoading(false);
    }
  }, [readRequests, readPayables, clearBatch]);

  async function changeKind(next: KindFilter) {
    setKind(next);
    kindRef.current = next;
    clearBatch();
    setLoadError("");
    try {
      await readRequests();
    } catch (err) {
      setLoadError(`Could not read the approvals system: ${errorMessage(err)}`);
    }
  }

  const suggestions = useMemo(() => {
    const map: Record<string, Approver | null> = {};
    for (const r of requests) map[r.id] = suggestApprover(r, approvers);
    return map;
  }, [requests, approvers]);

  /** Pre-check every listed request with its suggested approver: fresh read, then validation. Never approves. */
  async function checkAll() {
    const seq = ++batchSeq.current;
    const listed = requests;
    setBatchRunning(true);
    setResults({});
    setBatchLine("");
    const next: Record<string, string> = {};
    let ready = 0;
    let blocked = 0;
    for (const r of listed) {
      const approver = suggestApprover(r, approvers);
      if (approver === null) {
        next[r.id] = "No approver";
        blocked += 1;
      } else {
        try {
          const fresh = await readRequest(r.id);
          await validate(r.id, approver.id, fresh.evidence_token);
          next[r.id] = "Ready";
          ready += 1;
        } catch (err) {
          next[r.id] = `Blocked (${errorCode(err)})`;
          blocked += 1;
        }
      }
      if (seq !== batchSeq.current) return;
      setResults({ ...next });
    }
    setBatchLine(`${ready} ready, ${blocked} blocked`);
    setBatchRunning(false);
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
        <div className="toolbar">
          <button type="button" onClick={() => void checkAll()} disabled={batchRunning || loading || requests.length === 0}>
            Check all
          </button>
          <span className="batch-line" role="status" aria-live="polite">
            {batchRunning ? "Checking…" : batchLine}
          </span>
        </div>
        <WaitingTable
          requests={requests}
          limits={limits}
          checkingId={checking ? checking.request.id : null}
          onCheck={(request) => setChecking((prev) => ({ request, seq: (prev ? prev.seq : 0) + 1 }))}
          suggestions={suggestions}
          results={results}
        />
      </section>

      {checking && (
        <PreCheck
          key={checking.seq}
          request={checking.request}
          onClose={() => setChecking(null)}
          onFlagged={readRequests}
          suggestedId={suggestApprover(checking.request, approvers)?.id ?? null}
        />
      )}

      <section className="card" aria-labelledby="budgets-heading">
        <h2 id="budgets-heading">Budgets</h2>
        <p className="muted small">Live figures for the current fiscal year.</p>
        <BudgetsTable budgets={budgets} />
      </section>

      <ReadyForPayment approved={approved} payments={payments} onDrafted={readAfterDraft} />

      <PaymentsList payments={payments} />
    </main>
  );
}
