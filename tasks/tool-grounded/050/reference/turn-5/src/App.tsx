import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Asset = {
  id: string;
  name: string;
  site_id: string;
  site_name: string;
  status: string;
  open_work_orders: number;
};

type Order = {
  id: string;
  asset_id: string;
  asset_name: string;
  site_id: string;
  site_name: string;
  title: string;
  priority: string;
  trade: string;
  status: string;
  opened_at: string;
  due_at: string;
  overdue: boolean;
};

type Pair = { asset: string; assetName: string; first: Order; second: Order };
type Cancelled = { id: string; title: string; reason: string };

const UNFINISHED = ["open", "assigned", "in_progress", "on_hold"];
const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO UTC time as "YYYY-MM-DD HH:MM". */
function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

function statusText(status: string): string {
  return status.replace(/_/g, " ");
}

function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

function byOpened(a: Order, b: Order): number {
  return a.opened_at < b.opened_at ? -1 : a.opened_at > b.opened_at ? 1 : a.id.localeCompare(b.id);
}

/** Unfinished orders on one asset, same trade, opened at most 24 hours apart. */
function findPairs(orders: Order[]): Pair[] {
  const open = orders.filter((o) => UNFINISHED.includes(o.status)).sort(byOpened);
  const pairs: Pair[] = [];
  for (let i = 0; i < open.length; i += 1) {
    for (let j = i + 1; j < open.length; j += 1) {
      const a = open[i];
      const b = open[j];
      if (a.asset_id !== b.asset_id || a.trade !== b.trade) continue;
      const gap = Date.parse(b.opened_at) - Date.parse(a.opened_at);
      if (gap <= DAY_MS) pairs.push({ asset: a.asset_id, assetName: a.asset_name, first: a, second: b });
    }
  }
  return pairs.sort((p, q) => p.asset.localeCompare(q.asset) || p.first.id.localeCompare(q.first.id));
}

type Snapshot = {
  assets: Asset[];
  orders: Order[] | null;
  all: Order[];
  cancelled: Cancelled[] | null;
};

async function readAll(assetId: string): Promise<Snapshot> {
  const listed = await callTool("list_assets", { include_retired: true });
  const assets = listed.assets as Asset[];
  let orders: Order[] | null = null;
  let cancelled: Cancelled[] | null = null;
  if (assetId) {
    const mine = (await callTool("list_work_orders", { asset_id: assetId })).work_orders as Order[];
    orders = mine.filter((o) => UNFINISHED.includes(o.status)).sort(byOpened);
    const gone = mine.filter((o) => o.status === "cancelled").sort((a, b) => a.id.localeCompare(b.id));
    const details = await Promise.all(gone.map((o) => callTool("get_work_order", { work_order_id: o.id })));
    cancelled = gone.map((o, i) => ({ id: o.id, title: o.title, reason: String(details[i].work_order.cancel_reason ?? "") }));
  }
  const all = (await callTool("list_work_orders", {})).work_orders as Order[];
  return {
    assets,
    orders,
    all,
    cancelled,
  };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export default function App() {
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [assetId, setAssetId] = useState("");
  const [loadError, setLoadError] = useState("");
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const [notice, setNotice] = useState("");
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [site, setSite] = useState("");

  async function refresh(id: string) {
    try {
      const next = await readAll(id);
      setSnap(next);
      setLoadError("");
    } catch (err) {
      setLoadError(`Could not read the system: ${errorMessage(err)}`);
    }
  }

  useEffect(() => {
    void refresh("");
  }, []);

  async function showOrders(id: string) {
    setAssetId(id);
    await refresh(id);
  }

  /** Fresh token, cancel, read back; returns true when the system accepted. */
  async function cancelOrder(orderId: string, why: string): Promise<boolean> {
    setBusy(true);
    let accepted = false;
    try {
      const first = await callTool("get_work_order", { work_order_id: orderId });
      try {
        await callTool("cancel_work_order", {
          work_order_id: orderId,
          evidence_token: first.evidence_token,
          reason: why,
        });
        accepted = true;
      } catch (err) {
        setNotice(`${orderId} not cancelled: ${errorMessage(err)}`);
      }
      if (accepted) {
        const back = (await callTool("get_work_order", { work_order_id: orderId })).work_order;
        setNotice(`${orderId} is now ${statusText(back.status)}: ${back.cancel_reason ?? ""}`);
      }
    } catch (err) {
      setNotice(`${orderId} not cancelled: ${errorMessage(err)}`);
    } finally {
      await refresh(assetId);
      setBusy(false);
    }
    return accepted;
  }

  async function onCancel(orderId: string) {
    const why = reason.trim();
    if (why.length < 5 || why.length > 200) {
      setNotice("Give a reason of 5 to 200 characters");
      return;
    }
    const ok = await cancelOrder(orderId, why);
    if (ok) setReason("");
  }

  async function keep(kept: string, other: string) {
    await cancelOrder(other, `Duplicate of ${kept}`);
  }

  async function reRaise(orderId: string) {
    setBusy(true);
    try {
      const w = (await callTool("get_work_order", { work_order_id: orderId })).work_order;
      try {
        const made = (await callTool("create_work_order", {
          asset_id: w.asset_id,
          title: w.title,
          priority: w.priority,
          trade: w.trade,
          requires_parts: w.requires_parts,
        })).work_order;
        setNotice(`${orderId} raised again as ${made.id}, due ${utc(made.due_at)}`);
      } catch (err) {
        setNotice(`${orderId} not raised again: ${errorMessage(err)}`);
      }
    } catch (err) {
      setNotice(`${orderId} not raised again: ${errorMessage(err)}`);
    } finally {
      await refresh(assetId);
      setBusy(false);
    }
  }

  const chosen = snap?.assets.find((a) => a.id === assetId) ?? null;
  const shownOrders = (snap?.orders ?? []).filter((o) => !overdueOnly || o.overdue);
  const pairs = snap ? findPairs(snap.all) : [];
  const overdueOf = (id: string) =>
    (snap?.all ?? []).filter((o) => o.asset_id === id && UNFINISHED.includes(o.status) && o.overdue).length;
  const siteNames = Array.from(new Set((snap?.assets ?? []).map((a) => a.site_name))).sort((a, b) => a.localeCompare(b));
  const siteRows = siteNames.map((name) => {
    const here = (snap?.all ?? []).filter((o) => o.site_name === name);
    const open = here.filter((o) => UNFINISHED.includes(o.status));
    return {
      name,
      unfinished: open.length,
      overdue: open.filter((o) => o.overdue).length,
      cancelled: here.filter((o) => o.status === "cancelled").length,
    };
  });
  const totals = siteRows.reduce(
    (t, r) => ({ unfinished: t.unfinished + r.unfinished, overdue: t.overdue + r.overdue, cancelled: t.cancelled + r.cancelled }),
    { unfinished: 0, overdue: 0, cancelled: 0 },
  );
  const shownAssets = (snap?.assets ?? []).filter((a) => !site || a.site_name === site);

  return (
    <main className="desk">
      <header className="top">
        <h1>Backlog clean-up</h1>
        <button type="button" onClick={() => void refresh(assetId)} disabled={busy}>
          Reload
        </button>
      </header>
      {loadError && <p className="error" role="alert">{loadError}</p>}
      {notice && <p className="notice" role="status">{notice}</p>}

      <section aria-labelledby="assets-h" className="card">
        <h2 id="assets-h">Assets</h2>
        <div className="row">
          <label htmlFor="site-pick">Site</label>
          <select id="site-pick" value={site} onChange={(e) => setSite(e.target.value)}>
            <option value="">All sites</option>
            {siteNames.map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
        </div>
        <table>
          <thead>
            <tr>
              <th>Asset</th>
              <th>Name</th>
              <th>Site</th>
              <th>Status</th>
              <th>Open orders</th>
              <th>Overdue</th>
              <th><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {shownAssets.map((a) => (
              <tr key={a.id}>
                <td>{a.id}</td>
                <td>{a.name}</td>
                <td>{a.site_name}</td>
                <td>{statusText(a.status)}</td>
                <td>{a.open_work_orders}</td>
                <td>{overdueOf(a.id)}</td>
                <td>
                  <button type="button" onClick={() => void showOrders(a.id)} disabled={busy}>
                    Show orders
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="orders-h" className="card">
        <h2 id="orders-h">Asset orders</h2>
        {!chosen || !snap?.orders ? (
          <p>Choose an asset</p>
        ) : (
          <>
            <p className="count">
              {chosen.name} ({chosen.id}):{" "}
              {overdueOnly ? plural(shownOrders.length, "overdue order") : plural(snap.orders.length, "unfinished order")}
            </p>
            <label className="tick">
              <input type="checkbox" checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)} />
              Overdue only
            </label>
            <div className="row">
              <label htmlFor="reason">Reason</label>
              <input id="reason" type="text" value={reason} onChange={(e) => setReason(e.target.value)} />
            </div>
            <table>
              <thead>
                <tr>
                  <th>Order</th>
                  <th>Title</th>
                  <th>Priority</th>
                  <th>Status</th>
                  <th>Opened</th>
                  <th>Due</th>
                  <th><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {shownOrders.map((o) => (
                  <tr key={o.id}>
                    <td>{o.id}</td>
                    <td>{o.title}</td>
                    <td>{o.priority}</td>
                    <td>{statusText(o.status)}</td>
                    <td>{utc(o.opened_at)}</td>
                    <td>{utc(o.due_at)}</td>
                    <td>
                      <button type="button" onClick={() => void onCancel(o.id)} disabled={busy}>
                        Cancel
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section aria-labelledby="cancelled-h" className="card">
        <h2 id="cancelled-h">Cancelled orders</h2>
        {!chosen || !snap?.cancelled ? (
          <p>Choose an asset</p>
        ) : snap.cancelled.length === 0 ? (
          <p>No cancelled orders</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Order</th>
                <th>Title</th>
                <th>Cancel reason</th>
                <th><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {snap.cancelled.map((c) => (
                <tr key={c.id}>
                  <td>{c.id}</td>
                  <td>{c.title}</td>
                  <td>{c.reason}</td>
                  <td>
                    <button type="button" onClick={() => void reRaise(c.id)} disabled={busy}>
                      Re-raise
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="dupes-h" className="card">
        <h2 id="dupes-h">Possible duplicates</h2>
        {pairs.length === 0 ? (
          <p>No possible duplicates</p>
        ) : (
          <ul className="pairs">
            {pairs.map((p) => (
              <li key={`${p.first.id}-${p.second.id}`}>
                <span>{p.assetName}: {p.first.id} and {p.second.id}</span>
                <button type="button" onClick={() => void keep(p.first.id, p.second.id)} disabled={busy}>
                  Keep {p.first.id}
                </button>
                <button type="button" onClick={() => void keep(p.second.id, p.first.id)} disabled={busy}>
                  Keep {p.second.id}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sites-h" className="card">
        <h2 id="sites-h">Sites</h2>
        <table>
          <thead>
            <tr>
              <th>Site</th>
              <th>Unfinished</th>
              <th>Overdue</th>
              <th>Cancelled</th>
            </tr>
          </thead>
          <tbody>
            {siteRows.map((r) => (
              <tr key={r.name}>
                <td>{r.name}</td>
                <td>{r.unfinished}</td>
                <td>{r.overdue}</td>
                <td>{r.cancelled}</td>
              </tr>
            ))}
            <tr className="total">
              <td>Total</td>
              <td>{totals.unfinished}</td>
              <td>{totals.overdue}</td>
              <td>{totals.cancelled}</td>
            </tr>
          </tbody>
        </table>
      </section>
    </main>
  );
}
