import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Criticality = "A" | "B" | "C";

type Asset = {
  id: string;
  name: string;
  site_name: string;
  criticality: Criticality;
  status: string;
};

type OrderRow = {
  id: string;
  title: string;
  trade: string;
  status: string;
  priority: string;
  due_at: string;
  technician_name: string | null;
};

type LogRow = {
  key: number;
  caller: string;
  fault: string;
  assetId: string;
  trade: string;
  title: string;
  priority: string;
  due: string;
  outcome: string;
  orderId: string | null;
  duplicate: boolean;
  status: string;
};

const TRADES: { label: string; value: string }[] = [
  { label: "Electrical", value: "electrical" },
  { label: "HVAC", value: "hvac" },
  { label: "Plumbing", value: "plumbing" },
  { label: "Mechanical", value: "mechanical" },
  { label: "Fabric", value: "fabric" },
];

const UNFINISHED = ["open", "assigned", "in_progress", "on_hold"];

function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

function priorityFor(criticality: Criticality | undefined, safety: boolean, outOfUse: boolean): string {
  if (!criticality) return "";
  if (safety) return criticality === "A" ? "P1" : "P2";
  let level = criticality === "A" ? 2 : criticality === "B" ? 3 : 4;
  if (outOfUse) level = Math.max(2, level - 1);
  return `P${level}`;
}

function statusText(order: OrderRow): string {
  const status = order.status.replace(/_/g, " ");
  return order.technician_name ? `${status}, ${order.technician_name}` : status;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function failure(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export default function App() {
  const [assets, setAssets] = useState<Asset[]>([]);
  const [assetError, setAssetError] = useState("");
  const [assetId, setAssetId] = useState("");
  const [caller, setCaller] = useState("");
  const [fault, setFault] = useState("");
  const [trade, setTrade] = useState("electrical");
  const [safety, setSafety] = useState(false);
  const [outOfUse, setOutOfUse] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [log, setLog] = useState<LogRow[]>([]);
  const [openWork, setOpenWork] = useState<OrderRow[] | null>(null);
  const [raisedOnly, setRaisedOnly] = useState(false);
  const nextKey = useRef(1);
  const openRequest = useRef(0);

  useEffect(() => {
    callTool<{ assets: Asset[] }>("list_assets", { include_retired: true })
      .then((res) => {
        setAssets(res.assets);
        if (res.assets.length > 0) setAssetId(res.assets[0].id);
      })
      .catch((err) => setAssetError(`Assets could not be read: ${failure(err)}`));
  }, []);

  const loadOpenWork = useCallback(async (id: string) => {
    if (!id) return;
    const ticket = ++openRequest.current;
    try {
      const res = await callTool<{ work_orders: OrderRow[] }>("list_work_orders", { asset_id: id });
      if (ticket === openRequest.current) {
        setOpenWork(res.work_orders.filter((wo) => UNFINISHED.includes(wo.status)));
      }
    } catch {
      if (ticket === openRequest.current) setOpenWork([]);
    }
  }, []);

  useEffect(() => {
    if (assetId) void loadOpenWork(assetId);
  }, [assetId, loadOpenWork]);

  const asset = assets.find((a) => a.id === assetId);
  const priority = priorityFor(asset?.criticality, safety, outOfUse);

  function addRow(row: Omit<LogRow, "key">) {
    const key = nextKey.current++;
    setLog((rows) => [{ ...row, key }, ...rows]);
  }

  async function readBack(orderId: string): Promise<OrderRow> {
    const res = await callTool<{ work_order: OrderRow }>("get_work_order", { work_order_id: orderId });
    return res.work_order;
  }

  async function logReport() {
    const name = caller.trim();
    const what = fault.trim();
    const problems: string[] = [];
    if (name.length < 2 || name.length > 40) problems.push("Enter the caller's name, 2 to 40 characters");
    if (what.length < 5 || what.length > 50) problems.push("Describe the fault in 5 to 50 characters");
    setErrors(problems);
    if (problems.length > 0 || !asset) return;

    const title = `${what} (reported by ${name})${safety ? " [safety]" : ""}`;
    const base = { caller: name, fault: what, assetId: asset.id, trade, title, priority };
    setBusy(true);
    setMessage("");
    try {
      const existing = await callTool<{ work_orders: OrderRow[] }>("list_work_orders", { asset_id: asset.id });
      const same = existing.work_orders.filter((wo) => UNFINISHED.includes(wo.status) && wo.trade === trade);
      if (same.length > 0) {
        const ids = same.map((wo) => wo.id).join(", ");
        setMessage(`Already open on ${asset.id}: ${ids}`);
        addRow({ ...base, due: "", outcome: `Duplicate of ${ids}`, orderId: null, duplicate: true, status: "" });
        return;
      }
      let created: OrderRow;
      try {
        const res = await callTool<{ work_order: OrderRow }>("create_work_order", {
          asset_id: asset.id,
          title,
          priority,
          trade,
          requires_parts: false,
        });
        created = res.work_order;
      } catch (err) {
        setMessage(`Not raised: ${failure(err)}`);
        addRow({ ...base, due: "", outcome: "Refused", orderId: null, duplicate: false, status: "" });
        return;
      }
      setSafety(false);
      setOutOfUse(false);
      const order = await readBack(created.id);
      setMessage(`Raised ${order.id}: ${order.priority}, due ${utc(order.due_at)}`);
      addRow({ ...base, due: utc(order.due_at), outcome: order.id, orderId: order.id, duplicate: false,
        status: statusText(order) });
    } catch (err) {
      setMessage(`The system could not be read: ${failure(err)}`);
    } finally {
      setBusy(false);
      void loadOpenWork(asset.id);
    }
  }

  async function raiseAnyway(row: LogRow) {
    setBusy(true);
    setMessage("");
    try {
      let created: OrderRow;
      try {
        const res = await callTool<{ work_order: OrderRow }>("create_work_order", {
          asset_id: row.assetId,
          title: row.title,
          priority: row.priority,
          trade: row.trade,
          requires_parts: false,
        });
        created = res.work_order;
      } catch (err) {
        setMessage(`Not raised: ${failure(err)}`);
        return;
      }
      const order = await readBack(created.id);
      setMessage(`Raised ${order.id}: ${order.priority}, due ${utc(order.due_at)}`);
      setLog((rows) => rows.map((r) => (r.key === row.key
        ? { ...r, outcome: order.id, orderId: order.id, due: utc(order.due_at), duplicate: false,
            status: statusText(order) }
        : r)));
    } catch (err) {
      setMessage(`The system could not be read: ${failure(err)}`);
    } finally {
      setBusy(false);
      void loadOpenWork(assetId);
    }
  }

  async function refreshStatuses() {
    const withOrders = log.filter((r) => r.orderId);
    if (withOrders.length === 0) return;
    setBusy(true);
    try {
      const fresh = new Map<string, string>();
      for (const row of withOrders) {
        const order = await readBack(row.orderId as string);
        fresh.set(order.id, statusText(order));
      }
      setLog((rows) => rows.map((r) => (r.orderId && fresh.has(r.orderId) ? { ...r, status: fresh.get(r.orderId)! } : r)));
    } catch (err) {
      setMessage(`Statuses could not be read: ${failure(err)}`);
    } finally {
      setBusy(false);
    }
  }

  const raised = log.filter((r) => r.orderId).length;
  const duplicates = log.filter((r) => r.duplicate).length;
  const refused = log.filter((r) => r.outcome === "Refused").length;
  const shown = raisedOnly ? log.filter((r) => r.orderId) : log;

  return (
    <main className="desk">
      <h1>Fault intake</h1>

      <section className="panel" aria-labelledby="new-report-heading">
        <h2 id="new-report-heading">New report</h2>
        <form
          className="report-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void logReport();
          }}
        >
          <div className="field">
            <label htmlFor="caller">Caller</label>
            <input id="caller" value={caller} onChange={(e) => setCaller(e.target.value)} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="asset">Asset</label>
            <select id="asset" value={assetId} onChange={(e) => setAssetId(e.target.value)}>
              {assets.map((a) => (
                <option key={a.id} value={a.id}>
                  {`${a.id} ${a.name}, ${a.site_name}`}
                </option>
              ))}
            </select>
          </div>
          <div className="field wide">
            <label htmlFor="fault">Fault</label>
            <input id="fault" value={fault} onChange={(e) => setFault(e.target.value)} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="trade">Trade</label>
            <select id="trade" value={trade} onChange={(e) => setTrade(e.target.value)}>
              {TRADES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
          <div className="checks">
            <label>
              <input type="checkbox" checked={safety} onChange={(e) => setSafety(e.target.checked)} /> Safety risk
            </label>
            <label>
              <input type="checkbox" checked={outOfUse} onChange={(e) => setOutOfUse(e.target.checked)} /> Out of use
            </label>
          </div>
          <p className="priority">{priority ? `Priority: ${priority}` : ""}</p>
          <div className="submit">
            <button type="submit" disabled={busy}>
              Log report
            </button>
          </div>
        </form>
        {assetError && <p className="error">{assetError}</p>}
        {errors.length > 0 && (
          <ul className="errors">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        {message && (
          <p className="message" role="status">
            {message}
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="open-heading">
        <h2 id="open-heading">Open on this asset</h2>
        {openWork === null ? null : openWork.length === 0 ? (
          <p>No open work on this asset</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Work order</th>
                <th>Title</th>
                <th>Trade</th>
                <th>Status</th>
                <th>Due</th>
              </tr>
            </thead>
            <tbody>
              {openWork.map((wo) => (
                <tr key={wo.id}>
                  <td>{wo.id}</td>
                  <td>{wo.title}</td>
                  <td>{wo.trade}</td>
                  <td>{wo.status.replace(/_/g, " ")}</td>
                  <td>{utc(wo.due_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="panel" aria-labelledby="log-heading">
        <h2 id="log-heading">Intake log</h2>
        {log.length === 0 ? (
          <p>No reports yet</p>
        ) : (
          <>
            <div className="bar">
              <p className="count">
                {`${plural(log.length, "report")}: ${raised} raised, ${plural(duplicates, "duplicate")}, ${refused} refused`}
              </p>
              <div className="actions">
                <label className="toggle">
                  <input type="checkbox" checked={raisedOnly} onChange={(e) => setRaisedOnly(e.target.checked)} /> Raised only
                </label>
                <button type="button" onClick={() => void refreshStatuses()} disabled={busy}>
                  Refresh statuses
                </button>
              </div>
            </div>
            <table>
              <thead>
                <tr>
                  <th>Caller</th>
                  <th>Asset</th>
                  <th>Fault</th>
                  <th>Priority</th>
                  <th>Due</th>
                  <th>Outcome</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.key}>
                    <td>{row.caller}</td>
                    <td>{row.assetId}</td>
                    <td>{row.fault}</td>
                    <td>{row.priority}</td>
                    <td>{row.due}</td>
                    <td>
                      <span>{row.outcome}</span>
                      {row.duplicate && (
                        <button type="button" className="inline" onClick={() => void raiseAnyway(row)} disabled={busy}>
                          Raise anyway
                        </button>
                      )}
                    </td>
                    <td>{row.status}</td>
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
