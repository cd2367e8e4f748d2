import { useEffect, useRef, useState } from 'react';
import './styles.css';
import {
  approve,
  CentreFigures,
  codeOf,
  loadFigures,
  loadRequests,
  NewRequest,
  PurchaseRequest,
  reject,
  submit,
} from './api';
import CentreTable from './CentreTable';
import { atRisk, cents, moneyFromCents } from './format';
import NewRequestForm from './NewRequestForm';
import RequestsPanel from './RequestsPanel';

export default function App() {
  const [figures, setFigures] = useState<CentreFigures[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [requests, setRequests] = useState<PurchaseRequest[]>([]);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const selectedRef = useRef<string | null>(null);

  async function refreshFigures(): Promise<CentreFigures[] | null> {
    try {
      const rows = await loadFigures();
      setFigures(rows);
      setFailure('');
      return rows;
    } catch (err) {
      setFailure(`Could not read the budgets (${codeOf(err)})`);
      return null;
    }
  }

  async function refreshRequests(centre: string | null = selectedRef.current) {
    if (centre === null) return;
    try {
      const list = await loadRequests(centre);
      if (selectedRef.current === centre) setRequests(list);
    } catch (err) {
      setFailure(`Could not read the purchase requests (${codeOf(err)})`);
    }
  }

  useEffect(() => {
    void refreshFigures();
  }, []);

  async function reloadClicked() {
    setBusy(true);
    await refreshFigures();
    setBusy(false);
  }

  function view(id: string) {
    selectedRef.current = id;
    setSelected(id);
    setRequests([]);
    void refreshRequests(id);
  }

  async function approveOne(r: PurchaseRequest) {
    setBusy(true);
    try {
      await approve(r.id);
    } catch (err) {
      setMessage(`Could not approve ${r.id} (${codeOf(err)})`);
      setBusy(false);
      return;
    }
    const [rows] = await Promise.all([refreshFigures(), refreshRequests()]);
    const centre = rows?.find((c) => c.id === r.cost_centre);
    setMessage(
      centre
        ? `Approved ${r.id}. ${centre.id} remaining: ${moneyFromCents(cents(centre.remaining))}`
        : `Approved ${r.id}.`,
    );
    setBusy(false);
  }

  async function rejectOne(r: PurchaseRequest, reason: string): Promise<boolean> {
    setBusy(true);
    let ok = true;
    try {
      await reject(r.id, reason);
      setMessage(`Rejected ${r.id}.`);
    } catch (err) {
      setMessage(`Could not reject ${r.id} (${codeOf(err)})`);
      ok = false;
    }
    await Promise.all([refreshRequests(), refreshFigures()]);
    setBusy(false);
    return ok;
  }

  async function create(req: NewRequest): Promise<boolean> {
    setBusy(true);
    let ok = true;
    try {
      const id = await submit(req);
      setMessage(`Submitted ${id}`);
    } catch (err) {
      setMessage(`Could not submit the request (${codeOf(err)})`);
      ok = false;
    }
    await Promise.all([refreshFigures(), refreshRequests()]);
    setBusy(false);
    return ok;
  }

  const rows = figures ?? [];
  const totalRemaining = rows.reduce((sum, r) => sum + cents(r.remaining), 0);
  const riskCount = rows.filter((r) => atRisk(r.approved, r.budget)).length;
  const centreIds = rows.map((r) => r.id).sort();

  return (
    <main className="shell">
      <div className="titlebar">
        <h1>Budget monitor</h1>
        <button type="button" onClick={() => void reloadClicked()} disabled={busy}>
          Reload figures
        </button>
      </div>

      {message && (
        <div className="message" role="status">
          {message}
        </div>
      )}
      {failure && (
        <div className="error" role="alert">
          {failure}
        </div>
      )}

      <section aria-labelledby="cc-heading" className="block">
        <h2 id="cc-heading">Cost centres</h2>
        {figures === null ? (
          <p className="hint">Reading live budgets…</p>
        ) : (
          <>
            <div className="summary">
              <p>Total remaining: {moneyFromCents(totalRemaining)}</p>
              <p>
                {riskCount} {riskCount === 1 ? 'cost centre' : 'cost centres'} at risk
              </p>
            </div>
            <CentreTable rows={rows} selected={selected} onView={view} />
          </>
        )}
      </section>

      <RequestsPanel
        centre={selected}
        requests={requests}
        busy={busy}
        onApprove={(r) => void approveOne(r)}
        onReject={rejectOne}
      />

      <NewRequestForm centreIds={centreIds} busy={busy} onSubmit={create} />
    </main>
  );
}
