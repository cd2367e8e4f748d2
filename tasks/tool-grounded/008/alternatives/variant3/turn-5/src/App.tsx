import { useCallback, useEffect, useRef, useState } from 'react';
import './monitor.css';
import {
  approveAsController,
  byRemaining,
  holdForReview,
  isAtRisk,
  readCentreFigures,
  readMonthEnd,
  readOpenPurchases,
  rejectAsController,
  toolErrorCode,
  toolErrorMessage,
} from './approvals';
import type { CentreFigures, PurchaseRequest } from './approvals';
import CentreTable from './CentreTable';
import PurchaseRequests from './PurchaseRequests';
import NewRequestForm from './NewRequestForm';
import { formatUsdCents } from './money';

type Outcome = { ok: boolean; text: string } | null;

export default function App() {
  const [centres, setCentres] = useState<CentreFigures[]>([]);
  const [monthEnd, setMonthEnd] = useState<Map<string, number>>(new Map());
  const [loaded, setLoaded] = useState(false);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState('');
  const [viewing, setViewing] = useState('');
  const [requests, setRequests] = useState<PurchaseRequest[] | null>(null);
  const [busyId, setBusyId] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [rejecting, setRejecting] = useState('');
  const viewingRef = useRef('');

  const reload = useCallback(async (): Promise<CentreFigures[] | null> => {
    setReading(true);
    try {
      const fresh = await readCentreFigures();
      const closing = await readMonthEnd();
      setCentres(fresh);
      setMonthEnd(closing);
      setLoaded(true);
      setProblem('');
      return fresh;
    } catch (err) {
      setProblem(toolErrorMessage(err));
      return null;
    } finally {
      setReading(false);
    }
  }, []);

  const reloadRequests = useCallback(async (centreId: string) => {
    try {
      const rows = await readOpenPurchases(centreId);
      if (viewingRef.current === centreId) setRequests(rows);
    } catch (err) {
      if (viewingRef.current === centreId) setOutcome({ ok: false, text: toolErrorMessage(err) });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const view = (centreId: string) => {
    viewingRef.current = centreId;
    setViewing(centreId);
    setRequests(null);
    setOutcome(null);
    setRejecting('');
    void reloadRequests(centreId);
  };

  const approve = async (requestId: string) => {
    setBusyId(requestId);
    setOutcome(null);
    try {
      const centreId = await approveAsController(requestId);
      const fresh = await reload();
      await reloadRequests(viewingRef.current);
      const figures = fresh?.find((c) => c.id === centreId);
      setOutcome({
        ok: true,
        text: figures
          ? `Approved ${requestId}. ${centreId} remaining: ${formatUsdCents(figures.remainingCents)}`
          : `Approved ${requestId}.`,
      });
    } catch (err) {
      setOutcome({ ok: false, text: `Could not approve ${requestId} (${toolErrorCode(err)})` });
    } finally {
      setBusyId('');
    }
  };

  const confirmReject = async (requestId: string, reason: string): Promise<boolean> => {
    setOutcome(null);
    try {
      await rejectAsController(requestId, reason);
    } catch (err) {
      setOutcome({ ok: false, text: `Could not reject ${requestId} (${toolErrorCode(err)})` });
      return false;
    }
    await reloadRequests(viewingRef.current);
    await reload();
    setRejecting('');
    setOutcome({ ok: true, text: `Rejected ${requestId}` });
    return true;
  };

  const hold = async (requestId: string) => {
    setBusyId(requestId);
    setOutcome(null);
    try {
      await holdForReview(requestId);
      await reloadRequests(viewingRef.current);
      setOutcome({ ok: true, text: `${requestId} is on hold for review` });
    } catch (err) {
      setOutcome({ ok: false, text: `Could not hold ${requestId} (${toolErrorCode(err)})` });
    } finally {
      setBusyId('');
    }
  };

  const afterSubmit = async () => {
    await reload();
    if (viewingRef.current) await reloadRequests(viewingRef.current);
  };

  const totalRemaining = centres.reduce((sum, c) => sum + c.remainingCents, 0);
  const atRisk = centres.filter(isAtRisk).length;
  const byLowestRemaining = [...centres].sort(byRemaining);
  const viewedName = centres.find((c) => c.id === viewing)?.name ?? '';

  return (
    <div className="page">
      <h1>Budget monitor</h1>
      <p className="sub">FY2026 live budgets from the approvals system.</p>
      {problem && <p role="alert" className="flash flash-bad">{problem}</p>}
      <div className="card">
        <div className="card-head">
          <h2>Cost centres</h2>
          <button type="button" className="action" onClick={() => void reload()} disabled={reading}>
            Reload figures
          </button>
        </div>
        {loaded ? (
          <>
            <p className="summary">
              <span>Total remaining: {formatUsdCents(totalRemaining)}</span>{' '}
              <span className={atRisk > 0 ? 'risk' : undefined}>
                {atRisk} cost {atRisk === 1 ? 'centre' : 'centres'} at risk
              </span>
            </p>
            <CentreTable centres={byLowestRemaining} monthEnd={monthEnd} viewing={viewing} onView={view} />
          </>
        ) : (
          <p className="quiet">Reading budgets…</p>
        )}
      </div>
      <PurchaseRequests
        centreId={viewing}
        centreName={viewedName}
        requests={requests}
        busyId={busyId}
        outcome={outcome}
        onApprove={(id) => void approve(id)}
        onHold={(id) => void hold(id)}
        rejecting={rejecting}
        onStartReject={(id) => {
          setOutcome(null);
          setRejecting(id);
        }}
        onCancelReject={() => setRejecting('')}
        onConfirmReject={confirmReject}
      />
      <NewRequestForm centreIds={centres.map((c) => c.id)} onSubmitted={afterSubmit} />
    </div>
  );
}
