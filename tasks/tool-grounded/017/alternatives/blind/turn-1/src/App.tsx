import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage, loadDesk, withinCover, type DeskData } from "./api";
import BudgetsSection from "./BudgetsSection";
import WaitingTable from "./WaitingTable";
import "./styles.css";

export default function App() {
  const [data, setData] = useState<DeskData | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState("");
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const fresh = await loadDesk();
      if (ticket !== latest.current) return;
      setData(fresh);
      setLoadError("");
    } catch (err) {
      if (ticket === latest.current) setLoadError(errorMessage(err));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

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
        <button type="button" onClick={() => void reload()} disabled={loading}>
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
        {data === null ? (
          <p className="muted">{loading ? "Reading the requests…" : "No data yet."}</p>
        ) : (
          <>
            <p className="count-line">
              {waiting.length} waiting, {withinCount} within cover
            </p>
            <WaitingTable rows={waiting} />
          </>
        )}
      </section>

      {data !== null && <BudgetsSection budgets={data.budgets} />}
    </main>
  );
}
