import { useEffect, useState } from "react";
import "./app.css";
import {
  approveAsController,
  codeOf,
  messageOf,
  readFigures,
  readRequests,
  type CentreRow,
  type PurchaseRequest,
} from "./lib/tools";
import { usd } from "./lib/format";
import CentreTable from "./parts/CentreTable";
import RequestTable from "./parts/RequestTable";

export default function App() {
  const [rows, setRows] = useState<CentreRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [viewing, setViewing] = useState<string | null>(null);
  const [requests, setRequests] = useState<PurchaseRequest[] | null>(null);
  const [requestNote, setRequestNote] = useState("");
  const [working, setWorking] = useState(false);

  async function refreshFigures(): Promise<CentreRow[] | null> {
    setBusy(true);
    try {
      const fresh = await readFigures();
      setRows(fresh);
      setError("");
      return fresh;
    } catch (err) {
      setError(messageOf(err));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function refreshRequests(centreId: string) {
    try {
      setRequests(await readRequests(centreId));
    } catch (err) {
      setRequestNote(messageOf(err));
    }
  }

  function view(centreId: string) {
    setViewing(centreId);
    setRequests(null);
    setRequestNote("");
    void refreshRequests(centreId);
  }

  async function approve(req: PurchaseRequest) {
    setWorking(true);
    setRequestNote("");
    try {
      await approveAsController(req.id);
    } catch (err) {
      setRequestNote(`Could not approve ${req.id} (${codeOf(err)})`);
      setWorking(false);
      return;
    }
    const [fresh] = await Promise.all([refreshFigures(), refreshRequests(req.cost_centre)]);
    const centre = fresh?.find((r) => r.id === req.cost_centre);
    setRequestNote(
      centre ? `Approved ${req.id}. ${req.cost_centre} remaining: ${usd(centre.remaining)}` : `Approved ${req.id}.`,
    );
    setWorking(false);
  }

  useEffect(() => {
    void refreshFigures();
  }, []);

  const totalCents = (rows ?? []).reduce((sum, r) => sum + Math.round(r.remaining * 100), 0);

  return (
    <div className="shell">
      <h1>Budget monitor</h1>
      <p className="lede">FY2026 budgets of every cost centre, read live from the approvals system.</p>
      {error && (
        <p className="problem" role="alert">
          {error}
        </p>
      )}

      <section className="card">
        <div className="card-head">
          <h2>Cost centres</h2>
          <button type="button" onClick={() => void refreshFigures()} disabled={busy}>
            Reload figures
          </button>
        </div>
        {rows === null ? (
          <p className="dim">Reading budgets…</p>
        ) : (
          <>
            <p className="total">{`Total remaining: ${usd(totalCents / 100)}`}</p>
            <CentreTable rows={rows} viewing={viewing} onView={view} />
          </>
        )}
      </section>

      <section className="card">
        <h2>Purchase requests</h2>
        {viewing === null ? (
          <p className="dim">Choose "View requests" on a cost centre to see its submitted purchase requests.</p>
        ) : (
          <>
            <p className="sub">{`Submitted purchase requests on ${viewing}`}</p>
            {requestNote && (
              <p className="flash" role="status">
                {requestNote}
              </p>
            )}
            {requests === null ? (
              <p className="dim">Reading requests…</p>
            ) : (
              <RequestTable requests={requests} working={working} onApprove={(r) => void approve(r)} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
