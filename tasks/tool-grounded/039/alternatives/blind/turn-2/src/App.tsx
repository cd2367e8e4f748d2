import { useCallback, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { callTool } from "./bridge";
import { loadActiveOrders, loadHoldRows } from "./api";
import { errorMessage } from "./errors";
import { formatSpan, formatStamp } from "./time";
import type { HoldRow, OrderDetail, OrderRow } from "./types";
import "./styles.css";

export default function App() {
  const [holdRows, setHoldRows] = useState<HoldRow[] | null>(null);
  const [holdError, setHoldError] = useState("");
  const [active, setActive] = useState<OrderRow[] | null>(null);
  const [activeError, setActiveError] = useState("");
  const [chosen, setChosen] = useState("");
  const [reason, setReason] = useState("");
  const [pauseMessage, setPauseMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const holdSeq = useRef(0);
  const activeSeq = useRef(0);

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

  const refreshActive = useCallback(async () => {
    const mine = ++activeSeq.current;
    try {
      const rows = await loadActiveOrders();
      if (mine !== activeSeq.current) return;
      setActive(rows);
      setChosen((current) => (rows.some((r) => r.id === current) ? current : rows[0]?.id ?? ""));
      setActiveError("");
    } catch (err) {
      if (mine !== activeSeq.current) return;
      setActiveError(`Could not read the work orders: ${errorMessage(err)}`);
    }
  }, []);

  const refreshBoth = useCallback(async () => {
    await Promise.all([refreshHold(), refreshActive()]);
  }, [refreshHold, refreshActive]);

  useEffect(() => {
    void refreshBoth();
  }, [refreshBoth]);

  async function putOnHold(e: FormEvent) {
    e.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < 5 || trimmed.length > 200) {
      setPauseMessage("A reason needs 5 to 200 characters");
      return;
    }
    if (!chosen) return;
    setBusy(true);
    try {
      const out = await callTool<{ work_order: OrderDetail }>("put_on_hold", { work_order_id: chosen, reason: trimmed });
      setPauseMessage(`${out.work_order.id} put on hold: ${out.work_order.hold_reason ?? ""}`);
      setReason("");
    } catch (err) {
      setPauseMessage(`Not put on hold: ${errorMessage(err)}`);
    }
    await refreshBoth();
    setBusy(false);
  }

  const first = holdRows && holdRows.length > 0 ? holdRows[0] : null;

  return (
    <main className="page">
      <h1>On-hold desk</h1>

      <section aria-labelledby="hold-heading">
        <h2 id="hold-heading">On hold</h2>
        <div className="actions">
          <button type="button" onClick={() => void refreshBoth()} disabled={busy}>
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

      <section aria-labelledby="pause-heading">
        <h2 id="pause-heading">Put on hold</h2>
        {activeError && (
          <p className="error" role="alert">
            {activeError}
          </p>
        )}
        <form className="pause" onSubmit={putOnHold} noValidate>
          <label>
            Work order
            <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {(active ?? []).map((row) => (
                <option key={row.id} value={row.id}>
                  {row.id} {row.title}
                </option>
              ))}
            </select>
          </label>
          <label className="wide">
            Reason
            <input type="text" value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" disabled={busy}>
            Put on hold
          </button>
        </form>
        {pauseMessage && (
          <p className="msg" role="status">
            {pauseMessage}
          </p>
        )}
      </section>

    </main>
  );
}
