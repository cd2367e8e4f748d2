import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  draftPayment,
  fetchApprovedRequests,
  fetchCostCentres,
  fetchPayments,
  problemText,
  readRequest,
} from "./api";
import type { CostCentreSummary, Payment, RequestSummary } from "./api";
import DraftedSection from "./DraftedSection";
import type { DraftedRow } from "./DraftedSection";
import ToDraftSection from "./ToDraftSection";
import { byId, formatCents, formatUsd, toCents } from "./format";
import RunSheet from "./RunSheet";
import type { RunEntry } from "./RunSheet";
import { RUN_MAX_CENTS, RUN_MAX_DRAFTS } from "./limits";
import { payOnDate } from "./rules";
import "./styles.css";

export default function App() {
  const [requests, setRequests] = useState<RequestSummary[]>([]);
  const [payments, setPayments] = useState<Payment[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState("");
  const loadSeq = useRef(0);
  const [drafting, setDrafting] = useState(false);
  const [notice, setNotice] = useState("");
  const [run, setRun] = useState<RunEntry[]>([]);
  const runRef = useRef<RunEntry[]>([]);
  const [costCentres, setCostCentres] = useState<CostCentreSummary[]>([]);

  const reload = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const [approved, allPayments] = await Promise.all([fetchApprovedRequests(), fetchPayments()]);
      if (seq !== loadSeq.current) return;
      setRequests(approved);
      setPayments(allPayments);
      setLoaded(true);
      setLoadProblem("");
    } catch (err) {
      if (seq === loadSeq.current) setLoadProblem(`Could not read the approvals system: ${problemText(err)}`);
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    let live = true;
    fetchCostCentres()
      .then((centres) => {
        if (live) setCostCentres(centres);
      })
      .catch((err) => {
        if (live) setLoadProblem(`Could not read the cost centres: ${problemText(err)}`);
      });
    return () => {
      live = false;
    };
  }, []);

  const draft = useCallback(
    async (row: RequestSummary) => {
      setDrafting(true);
      try {
        const fresh = await fetchPayments();
        const existing = fresh.find((p) => p.request_id === row.id && p.status === "draft");
        if (existing) {
          setNotice(`${row.id} already has draft ${existing.id}`);
          return;
        }
        const current = runRef.current;
        if (current.length >= RUN_MAX_DRAFTS) {
          setNotice(`Not drafted: this run already has ${RUN_MAX_DRAFTS} drafts`);
          return;
        }
        const reachedCents = current.reduce((sum, e) => sum + e.amountCents, 0) + toCents(row.amount);
        if (reachedCents > RUN_MAX_CENTS) {
          setNotice(`Not drafted: ${row.id} would take this run to ${formatCents(reachedCents)}`);
          return;
        }
        let payment: Payment;
        let source: RequestSummary = row;
        try {
          const result = await draftPayment(row.id);
          payment = result.payment;
          if (result.request) source = result.request;
        } catch (err) {
          setNotice(`${row.id} not drafted: ${problemText(err)}`);
          return;
        }
        const entry: RunEntry = {
          paymentId: payment.id,
          requestId: row.id,
          payee: payment.payee,
          costCentre: source.cost_centre || row.cost_centre,
          amountCents: toCents(payment.amount),
          payOn: payOnDate(source.decided_at ? source : row),
        };
        runRef.current = [...runRef.current, entry];
        setRun(runRef.current);
        const summary = `Drafted ${payment.id} for ${row.id}: ${formatUsd(payment.amount)} to ${payment.payee}`;
        try {
          const back = await readRequest(row.id);
          setNotice(`${summary} (status: ${back.request.status})`);
        } catch (err) {
          setNotice(`${summary}; reading the request back failed: ${problemText(err)}`);
        }
      } catch (err) {
        setNotice(`${row.id} not drafted: ${problemText(err)}`);
      } finally {
        await reload();
        setDrafting(false);
      }
    },
    [reload],
  );

  const { toDraft, drafted } = useMemo(() => {
    const draftByRequest = new Map<string, Payment>();
    for (const payment of payments) {
      if (payment.status === "draft" && !draftByRequest.has(payment.request_id)) {
        draftByRequest.set(payment.request_id, payment);
      }
    }
    const sorted = requests.filter((r) => r.status === "approved").sort(byId);
    const toDraftRows: RequestSummary[] = [];
    const draftedRows: DraftedRow[] = [];
    for (const request of sorted) {
      const payment = draftByRequest.get(request.id);
      if (payment) draftedRows.push({ request, payment });
      else toDraftRows.push(request);
    }
    return { toDraft: toDraftRows, drafted: draftedRows };
  }, [requests, payments]);

  return (
    <main className="page">
      <header className="page-head">
        <div>
          <h1>Payment drafting</h1>
          <p className="lede">Approved expense claims and purchase requests waiting for a draft payment.</p>
        </div>
        <button type="button" onClick={() => void reload()} disabled={loading}>
          Refresh
        </button>
      </header>
      {loadProblem && (
        <p className="alert" role="alert">
          {loadProblem}
        </p>
      )}
      {!loaded && loading && <p className="muted">Loading approved requests…</p>}
      <ToDraftSection
        rows={toDraft}
        loaded={loaded}
        busy={drafting}
        notice={notice}
        onDraft={(row) => void draft(row)}
      />
      <DraftedSection rows={drafted} loaded={loaded} />
      <RunSheet entries={run} costCentres={costCentres} />
    </main>
  );
}
