import { useCallback, useEffect, useRef, useState } from "react";
import { loadHoldRows } from "./api";
import { errorMessage } from "./errors";
import { formatSpan, formatStamp } from "./time";
import type { HoldRow } from "./types";
import "./styles.css";

export default function App() {
  const [holdRows, setHoldRows] = useState<HoldRow[] | null>(null);
  const [holdError, setHoldError] = useState("");
  const holdSeq = useRef(0);

  const refreshHold = useCallback(async () => {
    const mine = ++holdSeq.current;
    try {
      const rows = await loadHoldRows();
      if (mine !== holdSeq.current) return;
      setHoldRows(rows);
      setHoldError("");
    } catch (err) {
      if (mine !== holdSeq.current) return;
      setHoldError(`Could not read the on-hold orders: ${errorMessage(err)}`);
    }
  }, []);

  useEffect(() => {
    void refreshHold();
  }, [refreshHold]);

  const first = holdRows && holdRows.length > 0 ? holdRows[0] : null;

  return (
    <main className="page">
      <h1>On-hold desk</h1>

      <section aria-labelledby="hold-heading">
        <h2 id="hold-heading">On hold</h2>
        <div className="actions">
          <button type="button" onClick={() => void refreshHold()}>
            Refresh
          </button>
        </div>
        {holdError && (
          <p className="error" role="alert">
            {holdError}
          </p>
        )}
        {holdRows === null && !holdError && <p className="line">Loading on-hold orders…</p>}
        {holdRows !== null &&
          (holdRows.length === 0 ? (
            <p className="line">Nothing on hold</p>
          ) : (
            <>
              <p className="line summary">
                On hold: {holdRows.length}, longest {formatSpan(first ? first.heldHours : 0)}
              </p>
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Work order</th>
                      <th scope="col">Title</th>
                      <th scope="col">Technician</th>
                      <th scope="col">Reason</th>
                      <th scope="col">Since</th>
                      <th scope="col">On hold for</th>
                      <th scope="col">Reserved</th>
                    </tr>
                  </thead>
                  <tbody>
                    {holdRows.map((row) => (
                      <tr key={row.id}>
                        <td>{row.id}</td>
                        <td>{row.title}</td>
                        <td>{row.technician}</td>
                        <td>{row.reason}</td>
                        <td>{row.sinceMs === null ? "" : formatStamp(row.sinceMs)}</td>
                        <td>{formatSpan(row.heldHours)}</td>
                        <td>{row.reserved}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ))}
      </section>
    </main>
  );
}
