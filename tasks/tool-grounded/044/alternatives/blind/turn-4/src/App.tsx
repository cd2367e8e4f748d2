import { FormEvent, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import {
  Asset,
  Priority,
  TRADES,
  WorkOrder,
  assetLabel,
  countLine,
  errorMessage,
  formatUtc,
  readUnfinished,
  reportPriority,
  statusText,
} from "./helpers";
import "./styles.css";

type LogRow = {
  key: number;
  caller: string;
  fault: string;
  assetId: string;
  trade: string;
  title: string;
  priority: Priority;
  due: string;
  outcome: string;
};

export default function App() {
  const [assets, setAssets] = useState<Asset[]>([]);
  const [loadError, setLoadError] = useState("");
  const [caller, setCaller] = useState("");
  const [assetId, setAssetId] = useState("");
  const [fault, setFault] = useState("");
  const [trade, setTrade] = useState("electrical");
  const [safety, setSafety] = useState(false);
  const [outOfUse, setOutOfUse] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [log, setLog] = useState<LogRow[]>([]);
  const [raisingKey, setRaisingKey] = useState<number | null>(null);
  const [openOrders, setOpenOrders] = useState<WorkOrder[]>([]);
  const [openLoaded, setOpenLoaded] = useState(false);
  const [openError, setOpenError] = useState("");
  const nextKey = useRef(1);
  const openSeq = useRef(0);

  async function loadOpen(id: string) {
    const seq = ++openSeq.current;
    try {
      const orders = await readUnfinished(callTool, id);
      if (seq !== openSeq.current) return;
      setOpenOrders(orders);
      setOpenError("");
      setOpenLoaded(true);
    } catch (err) {
      if (seq !== openSeq.current) return;
      setOpenOrders([]);
      setOpenError("Could not read this asset's work orders: " + errorMessage(err));
      setOpenLoaded(true);
    }
  }

  useEffect(() => {
    if (assetId) loadOpen(assetId);
  }, [assetId]);

  useEffect(() => {
    (async () => {
      try {
        const res = await callTool<{ assets: Asset[] }>("list_assets", { include_retired: true });
        setAssets(res.assets);
        if (res.assets.length > 0) setAssetId(res.assets[0].id);
      } catch (err) {
        setLoadError("Could not read the assets: " + errorMessage(err));
      }
    })();
  }, []);

  const asset = assets.find((a) => a.id === assetId);
  const previewPriority = asset ? reportPriority(asset.criticality, safety, outOfUse) : null;

  async function logReport(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const c = caller.trim();
    const f = fault.trim();
    const problems: string[] = [];
    if (c.length < 2 || c.length > 40) problems.push("Enter the caller's name, 2 to 40 characters");
    if (f.length < 5 || f.length > 50) problems.push("Describe the fault in 5 to 50 characters");
    setErrors(problems);
    setResult(null);
    if (problems.length > 0 || !asset) return;

    const priority = reportPriority(asset.criticality, safety, outOfUse);
    const title = `${f} (reported by ${c})` + (safety ? " [safety]" : "");
    const row: LogRow = {
      key: nextKey.current++,
      caller: c,
      fault: f,
      assetId: asset.id,
      trade,
      title,
      priority,
      due: "",
      outcome: "",
    };
    setBusy(true);
    try {
      let existing: WorkOrder[];
      try {
        existing = await readUnfinished(callTool, asset.id);
      } catch (err) {
        setResult({ ok: false, text: "Could not check this asset's open work: " + errorMessage(err) });
        return;
      }
      const same = existing.filter((o) => o.trade === trade).map((o) => o.id);
      if (same.length > 0) {
        const ids = same.join(", ");
        setResult({ ok: false, text: `Already open on ${asset.id}: ${ids}` });
        setLog((rows) => [{ ...row, outcome: `Duplicate of ${ids}` }, ...rows]);
        loadOpen(asset.id);
        return;
      }
      let created: WorkOrder;
      try {
        const res = await callTool<{ work_order: WorkOrder }>("create_work_order", {
          asset_id: asset.id,
          title,
          priority,
          trade,
          requires_parts: false,
        });
        created = res.work_order;
      } catch (err) {
        setResult({ ok: false, text: "Not raised: " + errorMessage(err) });
        setLog((rows) => [{ ...row, outcome: "Refused" }, ...rows]);
        loadOpen(asset.id);
        return;
      }
      let order = created;
      try {
        const back = await callTool<{ work_order: WorkOrder }>("get_work_order", { work_order_id: created.id });
        order = back.work_order;
      } catch {
        // keep the order as create_work_order returned it
      }
      setResult({ ok: true, text: `Raised ${order.id}: ${order.priority}, due ${formatUtc(order.due_at)}` });
      setLog((rows) => [{ ...row, due: formatUtc(order.due_at), outcome: order.id }, ...rows]);
      setSafety(false);
      setOutOfUse(false);
      loadOpen(asset.id);
    } finally {
      setBusy(false);
    }
  }

  async function raiseAnyway(row: LogRow) {
    if (raisingKey !== null || busy) return;
    setRaisingKey(row.key);
    setErrors([]);
    try {
      let created: WorkOrder;
      try {
        const res = await callTool<{ work_order: WorkOrder }>("create_work_order", {
          asset_id: row.assetId,
          title: row.title,
          priority: row.priority,
          trade: row.trade,
          requires_parts: false,
        });
        created = res.work_order;
      } catch (err) {
        setResult({ ok: false, text: "Not raised: " + errorMessage(err) });
        return;
      }
      let order = created;
      try {
        const back = await callTool<{ work_order: WorkOrder }>("get_work_order", { work_order_id: created.id });
        order = back.work_order;
      } catch {
        // keep the order as create_work_order returned it
      }
      setResult({ ok: true, text: `Raised ${order.id}: ${order.priority}, due ${formatUtc(order.due_at)}` });
      setLog((rows) => rows.map((r) => (r.key === row.key ? { ...r, due: formatUtc(order.due_at), outcome: order.id } : r)));
      if (assetId) loadOpen(assetId);
    } finally {
      setRaisingKey(null);
    }
  }

  const raisedCount = log.filter((r) => r.outcome.startsWith("WO-")).length;
  const duplicateCount = log.filter((r) => r.outcome.startsWith("Duplicate of")).length;
  const refusedCount = log.filter((r) => r.outcome === "Refused").length;

  return (
    <main className="page">
      <h1>Fault intake</h1>

      <section className="panel" aria-labelledby="new-report-heading">
        <h2 id="new-report-heading">New report</h2>
        {loadError && <p className="error">{loadError}</p>}
        <form onSubmit={logReport} noValidate>
          <div className="grid">
            <label className="field">
              Caller
              <input type="text" value={caller} onChange={(e) => setCaller(e.target.value)} />
            </label>
            <label className="field">
              Asset
              <select value={assetId} onChange={(e) => setAssetId(e.target.value)}>
                {assets.map((a) => (
                  <option key={a.id} value={a.id}>
                    {assetLabel(a)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              Fault
              <input type="text" value={fault} onChange={(e) => setFault(e.target.value)} />
            </label>
            <label className="field">
              Trade
              <select value={trade} onChange={(e) => setTrade(e.target.value)}>
                {TRADES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="checks">
            <label className="check">
              <input type="checkbox" checked={safety} onChange={(e) => setSafety(e.target.checked)} />
              Safety risk
            </label>
            <label className="check">
              <input type="checkbox" checked={outOfUse} onChange={(e) => setOutOfUse(e.target.checked)} />
              Out of use
            </label>
          </div>
          {previewPriority && <p className="preview">Priority: {previewPriority}</p>}
          <div className="actions">
            <button type="submit" disabled={busy || !asset}>
              Log report
            </button>
          </div>
        </form>
        <div className="messages" aria-live="polite">
          {errors.map((e) => (
            <p key={e} className="error">
              {e}
            </p>
          ))}
          {result && <p className={result.ok ? "success" : "error"}>{result.text}</p>}
        </div>
      </section>

      <section className="panel" aria-labelledby="open-heading">
        <h2 id="open-heading">Open on this asset</h2>
        {openError && <p className="error">{openError}</p>}
        {openLoaded && !openError && openOrders.length === 0 && <p className="muted">No open work on this asset</p>}
        {openOrders.length > 0 && (
          <table>
            <thead>
              <tr>
                <th scope="col">Work order</th>
                <th scope="col">Title</th>
                <th scope="col">Trade</th>
                <th scope="col">Status</th>
                <th scope="col">Due</th>
              </tr>
            </thead>
            <tbody>
              {openOrders.map((o) => (
                <tr key={o.id}>
                  <td>{o.id}</td>
                  <td>{o.title}</td>
                  <td>{o.trade}</td>
                  <td>{statusText(o.status)}</td>
                  <td>{formatUtc(o.due_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="panel" aria-labelledby="intake-log-heading">
        <h2 id="intake-log-heading">Intake log</h2>
        {log.length === 0 ? (
          <p className="muted">No reports yet</p>
        ) : (
          <>
          <p className="count">{countLine(log.length, raisedCount, duplicateCount, refusedCount)}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">Caller</th>
                <th scope="col">Fault</th>
                <th scope="col">Asset</th>
                <th scope="col">Priority</th>
                <th scope="col">Due</th>
                <th scope="col">Outcome</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {log.map((r) => (
                <tr key={r.key}>
                  <td>{r.caller}</td>
                  <td>{r.fault}</td>
                  <td>{r.assetId}</td>
                  <td>{r.priority}</td>
                  <td>{r.due}</td>
                  <td>{r.outcome}</td>
                  <td>
                    {r.outcome.startsWith("Duplicate of") && (
                      <button type="button" onClick={() => raiseAnyway(r)} disabled={raisingKey !== null || busy}>
                        Raise anyway
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          </>
        )}
      </section>
    </main>
  );
}
