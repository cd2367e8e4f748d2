import { useCallback, useEffect, useRef, useState } from "react";
import {
  ALLOWANCE_CENTS,
  approveAsCover,
  cents,
  errorCode,
  errorMessage,
  holdForMarcus,
  loadDesk,
  prepareDraft,
  rejectAsCover,
  withinCover,
  type DeskData,
  type RequestSummary,
} from "./api";
import BudgetsSection from "./BudgetsSection";
import DecidedSection from "./DecidedSection";
import HandoverSection from "./HandoverSection";
import { formatUsd } from "./money";
import WaitingTable from "./WaitingTable";
import "./styles.css";

type Notice = { text: string; bad: boolean };

export default function App() {
  const [data, setData] = useState<DeskData | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState("");
  const latest = useRef(0);

  const reload = useCallback(async (): Promise<DeskData | null> => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const fresh = await loadDesk();
      if (ticket !== latest.current) return fresh;
      setData(fresh);
      setLoadError("");
      return fresh;
    } catch (err) {
      if (ticket === latest.current) setLoadError(errorMessage(err));
      return null;
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function approve(request: RequestSummary) {
    if (data !== null) {
      const leftCents = ALLOWANCE_CENTS - data.allowanceUsedCents;
      if (cents(request.amount) > leftCents) {
        setNotice({ text: `Over allowance: ${formatUsd(leftCents / 100)} left`, bad: true });
        return;
      }
    }
    setBusy(true);
    setNotice(null);
    try {
      try {
        await approveAsCover(request.id);
      } catch (err) {
        setNotice({ text: `Not approved (${errorCode(err)}): ${errorMessage(err)}`, bad: true });
        return;
      }
      const fresh = await reload();
      const budget = fresh?.budgets.find((b) => b.cost_centre === request.cost_centre);
      const remaining = budget ? formatUsd(budget.remaining) : "unknown";
      setNotice({ text: `Approved ${request.id}. ${request.cost_centre} remaining: ${remaining}`, bad: false });
    } finally {
      setBusy(false);
    }
  }

  function startReject(request: RequestSummary) {
    setRejectingId(request.id);
    setReason("");
    setReasonError("");
  }

  function cancelReject() {
    setRejectingId(null);
    setReason("");
    setReasonError("");
  }

  async function confirmReject(request: RequestSummary) {
    const trimmed = reason.trim();
    if (trimmed.length < 5) {
      setReasonError("Write a reason of at least 5 characters");
      return;
    }
    setReasonError("");
    setBusy(true);
    setNotice(null);
    try {
      try {
        await rejectAsCover(request.id, trimmed);
      } catch (err) {
        setNotice({ text: `Not rejected (${errorCode(err)}): ${errorMessage(err)}`, bad: true });
        return;
      }
      cancelReject();
      await reload();
      setNotice({ text: `Rejected ${request.id}`, bad: false });
    } finally {
      setBusy(false);
    }
  }

  async function hold(request: RequestSummary) {
    setBusy(true);
    setNotice(null);
    try {
      try {
        await holdForMarcus(request.id);
      } catch (err) {
        setNotice({ text: `Not held (${errorCode(err)}): ${errorMessage(err)}`, bad: true });
        return;
      }
      await reload();
      setNotice({ text: `Held ${request.id} for Marcus`, bad: false });
    } finally {
      setBusy(false);
    }
  }

  async function draft(request: RequestSummary) {
    setBusy(true);
    setNotice(null);
    try {
      let paymentId: string;
      try {
        paymentId = (await prepareDraft(request.id)).id;
      } catch (err) {
        setNotice({ text: `No draft: ${errorMessage(err)}`, bad: true });
        return;
      }
      await reload();
      setNotice({ text: `Drafted ${paymentId} for ${request.id}`, bad: false });
    } finally {
      setBusy(false);
    }
  }

  const waiting = data?.waiting ?? [];
  const withinCount = waiting.filter(withinCover).length;
  const usedCents = data?.allowanceUsedCents ?? 0;

  return (
    <main className="page">
      <header className="page-head">
        <div>
          <h1>Cover desk</h1>
          <p className="lede">
            Ingrid Sato (AP-3) covering Marcus Oyelaran's approvals on CC-300 and CC-220.
          </p>
        </div>
        <button type="button" onClick={() => void reload()} disabled={loading || busy}>
          Refresh
        </button>
      </header>

      {loadError && (
        <p className="alert" role="alert">
          Could not read the approvals system: {loadError}
        </p>
      )}

      {notice && (
        <p className={notice.bad ? "notice bad" : "notice"} role={notice.bad ? "alert" : "status"}>
          {notice.text}
        </p>
      )}

      <section className="card">
        <h2>Waiting requests</h2>
        {data === null ? (
          <p className="muted">{loading ? "Reading the requests…" : "No data yet."}</p>
        ) : (
          <>
            <div className="summary-lines">
              <p className="count-line">
                {waiting.length} waiting, {withinCount} within cover
              </p>
              <p className="count-line">
                Allowance: {formatUsd(usedCents / 100)} used, {formatUsd((ALLOWANCE_CENTS - usedCents) / 100)} left
              </p>
            </div>
            <WaitingTable
              rows={waiting}
              busy={busy}
              onApprove={(r) => void approve(r)}
              onHold={(r) => void hold(r)}
              rejectingId={rejectingId}
              onStartReject={startReject}
              reason={reason}
              onReasonChange={setReason}
              reasonError={reasonError}
              onConfirmReject={(r) => void confirmReject(r)}
              onCancelReject={cancelReject}
            />
          </>
        )}
      </section>

      {data !== null && (
        <DecidedSection
          items={data.decided}
          drafts={data.drafts}
          busy={busy}
          onDraft={(r) => void draft(r)}
        />
      )}

      {data !== null && <HandoverSection handover={data.handover} />}

      {data !== null && <BudgetsSection budgets={data.budgets} />}
    </main>
  );
}
