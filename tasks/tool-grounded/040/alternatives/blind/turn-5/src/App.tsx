import { useEffect, useRef, useState } from "react";
import "./styles.css";
import { errorMessage, fetchApprovers, fetchBudget, fetchRequests, RESUBMIT_SUFFIX, type Approver, type Budget, type RequestRow } from "./api";
import RequestsSection from "./RequestsSection";
import BudgetSection from "./BudgetSection";
import NewRequestSection, { type Prefill } from "./NewRequestSection";
import AttentionSection from "./AttentionSection";
import PrecheckSection from "./PrecheckSection";
import { runPrecheck } from "./precheck";
import { updatesLine } from "./updates";

export default function App() {
  const [requests, setRequests] = useState<RequestRow[] | null>(null);
  const [requestsError, setRequestsError] = useState("");
  const [updates, setUpdates] = useState("");
  const previousRead = useRef<RequestRow[] | null>(null);
  const [budget, setBudget] = useState<Budget | null>(null);
  const [budgetError, setBudgetError] = useState("");
  const [approvers, setApprovers] = useState<Approver[]>([]);
  const [approversError, setApproversError] = useState("");
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  const [precheckResult, setPrecheckResult] = useState("");
  const [precheckRunning, setPrecheckRunning] = useState<string | null>(null);

  const precheck = async (row: RequestRow) => {
    setPrecheckRunning(row.id);
    try {
      setPrecheckResult(await runPrecheck(row));
    } finally {
      setPrecheckRunning(null);
    }
  };

  const loadRequests = async () => {
    try {
      const fresh = await fetchRequests();
      if (previousRead.current !== null) setUpdates(updatesLine(previousRead.current, fresh));
      previousRead.current = fresh;
      setRequests(fresh);
      setRequestsError("");
    } catch (err) {
      setRequestsError(`Could not read the requests: ${errorMessage(err)}`);
    }
  };

  const loadBudget = async () => {
    try {
      setBudget(await fetchBudget());
      setBudgetError("");
    } catch (err) {
      setBudgetError(`Could not read the budget: ${errorMessage(err)}`);
    }
  };

  const loadApprovers = async () => {
    try {
      setApprovers(await fetchApprovers());
      setApproversError("");
    } catch (err) {
      setApproversError(`Could not read the approvers: ${errorMessage(err)}`);
    }
  };

  const refresh = async () => {
    await loadRequests();
    await loadBudget();
    await loadApprovers();
  };

  const resubmit = (r: RequestRow) => {
    setPrefill((prev) => ({
      values: {
        kind: r.kind,
        title: `${r.title}${RESUBMIT_SUFFIX}`,
        requester: r.requester,
        category: r.category,
        amount: String(r.amount),
      },
      replaces: r.id,
      nonce: (prev?.nonce ?? 0) + 1,
    }));
  };

  useEffect(() => {
    void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="desk">
      <header className="top">
        <h1>Platform Engineering requests</h1>
        <button type="button" onClick={() => void refresh()}>
          Refresh
        </button>
      </header>
      <RequestsSection
        requests={requests}
        error={requestsError}
        updates={updates}
        onPrecheck={(row) => void precheck(row)}
        precheckBusy={precheckRunning !== null}
      />
      <BudgetSection budget={budget} error={budgetError} />
      <NewRequestSection
        prefill={prefill}
        onBudget={(b) => {
          setBudget(b);
          setBudgetError("");
        }}
        onSubmitted={refresh}
      />
      {approversError && (
        <p className="error" role="alert">
          {approversError}
        </p>
      )}
      <AttentionSection requests={requests} approvers={approvers} onResubmit={resubmit} />
      <PrecheckSection result={precheckResult} running={precheckRunning} />
    </main>
  );
}
