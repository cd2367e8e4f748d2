import { useEffect, useState } from "react";
import { errorCode, errorMessage, flagRequest, historyLines, loadApproversFor, readRequest, validate } from "./api";
import type { Approver, HistoryEntry, RequestSummary } from "./api";
import { formatUsd } from "./money";

type Props = {
  request: RequestSummary;
  onClose: () => void;
  onFlagged: () => Promise<void>;
};

type Outcome = { ok: boolean; text: string };

export default function PreCheck({ request, onClose, onFlagged }: Props) {
  const [approvers, setApprovers] = useState<Approver[]>([]);
  const [approverId, setApproverId] = useState("");
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [loading, setLoading] = useState(true);
  const [running, setRunning] = useState(false);
  const [readError, setReadError] = useState("");
  const [note, setNote] = useState("");
  const [flagMessage, setFlagMessage] = useState<Outcome | null>(null);
  const [flagging, setFlagging] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const list = await loadApproversFor(request.cost_centre);
        if (cancelled) return;
        setApprovers(list);
        setApproverId(list.length > 0 ? list[0].id : "");
        const read = await readRequest(request.id);
        if (cancelled) return;
        setHistory(read.request.history);
      } catch (err) {
        if (!cancelled) setReadError(`Could not read ${request.id}: ${errorMessage(err)}`);
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [request.id, request.cost_centre]);

  async function runCheck() {
    const approver = approvers.find((a) => a.id === approverId);
    if (!approver) return;
    setRunning(true);
    setOutcome(null);
    try {
      const fresh = await readRequest(request.id);
      setHistory(fresh.request.history);
      try {
        const result = await validate(request.id, approver.id, fresh.evidence_token);
        setOutcome({
          ok: true,
          text: `Ready for ${approver.name}: ${fresh.request.cost_centre} would keep ${formatUsd(result.projected_remaining)}`,
        });
      } catch (err) {
        setOutcome({ ok: false, text: `Blocked (${errorCode(err)}): ${errorMessage(err)}` });
      }
    } catch (err) {
      setOutcome({ ok: false, text: `Blocked (${errorCode(err)}): ${errorMessage(err)}` });
    } finally {
      setRunning(false);
    }
  }

  async function flag() {
    const trimmed = note.trim();
    if (trimmed === "") {
      setFlagMessage({ ok: false, text: "Write a note for finance" });
      return;
    }
    setFlagging(true);
    setFlagMessage(null);
    try {
      await flagRequest(request.id, trimmed);
    } catch (err) {
      setFlagMessage({ ok: false, text: `Could not flag: ${errorMessage(err)}` });
      setFlagging(false);
      return;
    }
    try {
      await onFlagged();
      const fresh = await readRequest(request.id);
      setHistory(fresh.request.history);
    } catch (err) {
      setReadError(`Could not read ${request.id}: ${errorMessage(err)}`);
    }
    setNote("");
    setFlagMessage({ ok: true, text: `Flagged ${request.id} for review` });
    setFlagging(false);
  }

  const lines = historyLines(history);

  return (
    <section className="card precheck" aria-labelledby="precheck-heading">
      <div className="section-head">
        <h2 id="precheck-heading">Pre-check</h2>
        <button type="button" className="secondary" onClick={onClose}>
          Close pre-check
        </button>
      </div>
      <p className="precheck-title">
        <strong className="mono">{request.id}</strong> · {request.title}
      </p>
      <p className="muted small">
        {request.cost_centre} · {formatUsd(request.amount)} · requested by {request.requester}
      </p>
      {readError && (
        <p className="alert alert-bad" role="alert">
          {readError}
        </p>
      )}

      <div className="toolbar">
        <label htmlFor="precheck-approver">Approver</label>
        <select
          id="precheck-approver"
          value={approverId}
          onChange={(e) => {
            setApproverId(e.target.value);
            setOutcome(null);
          }}
          disabled={loading || approvers.length === 0}
        >
          {approvers.map((a) => (
            <option key={a.id} value={a.id}>
              {`${a.name} (up to ${formatUsd(a.approval_limit)})`}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => void runCheck()} disabled={loading || running || !approverId}>
          Run check
        </button>
      </div>
      {!loading && approvers.length === 0 && (
        <p className="muted">No active approver covers {request.cost_centre}.</p>
      )}

      <div role="status" aria-live="polite">
        {outcome && <p className={outcome.ok ? "alert alert-ok" : "alert alert-bad"}>{outcome.text}</p>}
      </div>

      <div className="flag-box">
        <label htmlFor="precheck-note">Note for finance</label>
        <input
          id="precheck-note"
          type="text"
          value={note}
          maxLength={300}
          onChange={(e) => setNote(e.target.value)}
        />
        <button type="button" className="secondary" onClick={() => void flag()} disabled={flagging}>
          Flag for review
        </button>
      </div>
      <div role="status" aria-live="polite">
        {flagMessage && <p className={flagMessage.ok ? "alert alert-ok" : "alert alert-bad"}>{flagMessage.text}</p>}
      </div>

      <h3>History</h3>
      {lines.length === 0 ? (
        <p className="muted">{loading ? "Reading the request…" : "No history recorded."}</p>
      ) : (
        <ol className="history">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
