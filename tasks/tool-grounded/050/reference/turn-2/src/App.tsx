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

const UNFINISHED = ["open", "assigned", "in_progress", "on_hold"];

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

type Snapshot = {
  assets: Asset[];
  orders: Order[] | null;
};

async function readAll(assetId: string): Promise<Snapshot> {
  const listed = await callTool("list_assets", { include_retired: true });
  const assets = listed.assets as Asset[];
  let orders: Order[] | null = null;
  if (assetId) {
    const mine = (await callTool("list_work_orders", { asset_id: assetId })).work_orders as Order[];
    orders = mine.filter((o) => UNFINISHED.includes(o.status)).sort(byOpened);
  }
  return {
    assets,
    orders,
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

  const chosen = snap?.assets.find((a) => a.id === assetId) ?? null;
  const shownOrders = snap?.orders ?? [];
  const shownAssets = snap?.assets ?? [];

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
        <table>
          <thead>
            <tr>
              <th>Asset</th>
              <th>Name</th>
              <th>Site</th>
              <th>Status</th>
              <th>Open orders</th>
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
            <p className="count">{chosen.name} ({chosen.id}): {plural(snap.orders.length, "unfinished order")}</p>
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
    </main>
  );
}
