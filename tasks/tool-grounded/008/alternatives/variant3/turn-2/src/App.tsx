import { useCallback, useEffect, useRef, useState } from 'react';
import './monitor.css';
import { approveAsController, readCentreFigures, readOpenPurchases, toolErrorCode, toolErrorMessage } from './approvals';
import type { CentreFigures, PurchaseRequest } from './approvals';
import CentreTable from './CentreTable';
import PurchaseRequests from './PurchaseRequests';
import { formatUsdCents } from './money';

type Outcome = { ok: boolean; text: string } | null;

export default function App() {
  const [centres, setCentres] = useState<CentreFigures[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState('');
  const [viewing, setViewing] = useState('');
  const [requests, setRequests] = useState<PurchaseRequest[] | null>(null);
  const [busyId, setBusyId] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const viewingRef = useRef('');

  const reload = useCallback(async (): Promise<CentreFigures[] | null> => {
    setReading(true);
    try {
      const fresh = await readCentreFigures();
      setCentres(fresh);
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

  const totalRemaining = centres.reduce((sum, c) => sum + c.remainingCents, 0);
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
              <span>Total remaining: {formatUsdCents(totalRemaining)}</span>
            </p>
            <CentreTable centres={centres} viewing={viewing} onView={view} />
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
      />
    </div>
  );
}
