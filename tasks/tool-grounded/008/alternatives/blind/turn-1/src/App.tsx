import { useEffect, useState } from "react";
import "./app.css";
import { messageOf, readFigures, type CentreRow } from "./lib/tools";
import { usd } from "./lib/format";
import CentreTable from "./parts/CentreTable";

export default function App() {
  const [rows, setRows] = useState<CentreRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function refreshFigures() {
    setBusy(true);
    try {
      setRows(await readFigures());
      setError("");
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
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
            <CentreTable rows={rows} />
          </>
        )}
      </section>
    </div>
  );
}
