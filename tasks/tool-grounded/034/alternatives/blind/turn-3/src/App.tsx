import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  compareIds,
  errorMessage,
  fetchApprovers,
  fetchAwaiting,
  fetchPayments,
  releaseIfApproved,
  type Payment,
  type RequestRow,
} from "./api";
import AwaitingTable, { type AwaitingRow } from "./AwaitingTable";
import ReleasedTable from "./ReleasedTable";
import { formatCents, formatUsd, toCents } from "./money";
import { CLEAR, ruleCheck } from "./rules";
import "./styles.css";

type Notice = { tone: "ok" | "warn" | "error"; text: string };

export default function App() {
  const [requests, setRequests] = useState<RequestRow[]>([]);
  const [payments, setPayments] = useState<Payment[]>([]);
  const [approverNames, setApproverNames] = useState<Record<string, string>>({});
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const loadSeq = useRef(0);
  const approverCache = useRef<Record<string, string> | null>(null);

  /** Approver id -> name; the approvers are read once and then reused. */
  const approverNamesOnce = useCallback(async () => {
    if (!approverCache.current) {
      const list = await fetchApprovers();
      approverCache.current = Object.fromEntries(list.map((a) => [a.id, a.name]));
    }
    return approverCache.current;
  }, []);

  const load = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const [reqs, pays, names] = await Promise.all([fetchAwaiting(), fetchPayments(), approverNamesOnce()]);
      if (seq !== loadSeq.current) return;
      setRequests(reqs);
      setPayments(pays);
      setApproverNames(names);
      setLoadError(null);
      setLoaded(true);
    } catch (err) {
      if (seq !== loadSeq.current) return;
      setLoadError(`Could not read the approvals system: ${errorMessage(err)}`);
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
  }, [approverNamesOnce]);

  useEffect(() => {
    void load();
  }, [load]);

  const rows: AwaitingRow[] = useMemo(() => {
    const draftFor = new Map<string, string>();
    for (const p of [...payments].sort((a, b) => compareIds(a.id, b.id))) {
      if (p.status === "draft" && !draftFor.has(p.request_id)) draftFor.set(p.request_id, p.id);
    }
    return requests.map((r) => {
      const draftId = draftFor.get(r.id) ?? null;
      return {
        id: r.id,
        title: r.title,
        payee: r.requester,
        costCentre: r.cost_centre,
        amount: r.amount,
        draftId,
        approvedBy: r.decided_by ? approverNames[r.decided_by] ?? r.decided_by : "—",
        rule: ruleCheck(r.amount, draftId !== null),
      };
    });
  }, [requests, payments, approverNames]);

  const released = useMemo(
    () => payments.filter((p) => p.status === "released").sort((a, b) => compareIds(b.id, a.id)),
    [payments],
  );

  const totalCents = rows.reduce((sum, r) => sum + toCents(r.amount), 0);
  const clearCount = rows.filter((r) => r.rule === CLEAR).length;
  const heldCount = rows.length - clearCount;

  async function releaseOne(id: string) {
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await releaseIfApproved(id);
      if (outcome.kind === "released") {
        const p = outcome.payment;
        setNotice({ tone: "ok", text: `Released ${p.id} to ${p.payee} for ${id} (${formatUsd(p.amount)})` });
      } else {
        setNotice({ tone: "warn", text: `${id} is no longer awaiting release (${outcome.status})` });
      }
    } catch (err) {
      setNotice({ tone: "error", text: `Could not release ${id}: ${errorMessage(err)}` });
    }
    await load();
    setBusy(false);
  }

  return (
    <main className="desk">
      <header className="desk-header">
        <div>
          <h1>Payment release</h1>
          <p className="subtitle">Treasury desk · Rafael Ortiz</p>
        </div>
        <button type="button" onClick={() => void load()} disabled={loading || busy}>
          Refresh
        </button>
      </header>

      {loadError && (
        <p className="notice notice-error" role="alert">
          {loadError}
        </p>
      )}
      {notice && (
        <p className={`notice notice-${notice.tone}`} role="status">
          {notice.text}
        </p>
      )}

      <section className="panel" aria-labelledby="awaiting-heading">
        <h2 id="awaiting-heading">Awaiting release</h2>
        {loaded ? (
          <>
            <p className="count-line">
              {rows.length} awaiting release, {formatCents(totalCents)} in total
            </p>
            <AwaitingTable rows={rows} busy={busy} onRelease={(id) => void releaseOne(id)} />
            <p className="rule-line">
              {clearCount} clear, {heldCount} held
            </p>
          </>
        ) : (
          <p className="muted">{loadError ? "Nothing to show." : "Reading approved requests…"}</p>
        )}
      </section>

      <section className="panel" aria-labelledby="released-heading">
        <h2 id="released-heading">Released payments</h2>
        {loaded ? <ReleasedTable payments={released} /> : <p className="muted">Reading payments…</p>}
      </section>
    </main>
  );
}
