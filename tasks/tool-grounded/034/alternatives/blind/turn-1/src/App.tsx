import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  compareIds,
  errorMessage,
  fetchAwaiting,
  fetchPayments,
  type Payment,
  type RequestRow,
} from "./api";
import AwaitingTable, { type AwaitingRow } from "./AwaitingTable";
import ReleasedTable from "./ReleasedTable";
import { formatCents, toCents } from "./money";
import "./styles.css";

export default function App() {
  const [requests, setRequests] = useState<RequestRow[]>([]);
  const [payments, setPayments] = useState<Payment[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const loadSeq = useRef(0);

  const load = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const [reqs, pays] = await Promise.all([fetchAwaiting(), fetchPayments()]);
      if (seq !== loadSeq.current) return;
      setRequests(reqs);
      setPayments(pays);
      setLoadError(null);
      setLoaded(true);
    } catch (err) {
      if (seq !== loadSeq.current) return;
      setLoadError(`Could not read the approvals system: ${errorMessage(err)}`);
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const rows: AwaitingRow[] = useMemo(() => {
    const draftFor = new Map<string, string>();
    for (const p of [...payments].sort((a, b) => compareIds(a.id, b.id))) {
      if (p.status === "draft" && !draftFor.has(p.request_id)) draftFor.set(p.request_id, p.id);
    }
    return requests.map((r) => {
      return {
        id: r.id,
        title: r.title,
        payee: r.requester,
        costCentre: r.cost_centre,
        amount: r.amount,
        draftId: draftFor.get(r.id) ?? null,
      };
    });
  }, [requests, payments]);

  const released = useMemo(
    () => payments.filter((p) => p.status === "released").sort((a, b) => compareIds(b.id, a.id)),
    [payments],
  );

  const totalCents = rows.reduce((sum, r) => sum + toCents(r.amount), 0);

  return (
    <main className="desk">
      <header className="desk-header">
        <div>
          <h1>Payment release</h1>
          <p className="subtitle">Treasury desk · Rafael Ortiz</p>
        </div>
        <button type="button" onClick={() => void load()} disabled={loading}>
          Refresh
        </button>
      </header>

      {loadError && (
        <p className="notice notice-error" role="alert">
          {loadError}
        </p>
      )}

      <section className="panel" aria-labelledby="awaiting-heading">
        <h2 id="awaiting-heading">Awaiting release</h2>
        {loaded ? (
          <>
            <p className="count-line">
              {rows.length} awaiting release, {formatCents(totalCents)} in total
            </p>
            <AwaitingTable rows={rows} />
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
