import { useCallback, useEffect, useRef, useState } from "react";
import {
  approveAsCover,
  errorCode,
  errorMessage,
  loadDesk,
  withinCover,
  type DeskData,
  type RequestSummary,
} from "./api";
import BudgetsSection from "./BudgetsSection";
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

  const waiting = data?.waiting ?? [];
  const withinCount = waiting.filter(withinCover).length;

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

      <section className="card">
        <h2>Waiting requests</h2>
        {notice && (
          <p className={notice.bad ? "notice bad" : "notice"} role={notice.bad ? "alert" : "status"}>
            {notice.text}
          </p>
        )}
        {data === null ? (
          <p className="muted">{loading ? "Reading the requests…" : "No data yet."}</p>
        ) : (
          <>
            <p className="count-line">
              {waiting.length} waiting, {withinCount} within cover
            </p>
            <WaitingTable rows={waiting} busy={busy} onApprove={(r) => void approve(r)} />
          </>
        )}
      </section>

      {data !== null && <BudgetsSection budgets={data.budgets} />}
    </main>
  );
}
