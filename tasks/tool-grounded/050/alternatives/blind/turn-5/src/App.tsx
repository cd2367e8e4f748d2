import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { cancelOrder, isUnfinished, listAssets, listOrders, problemText, raiseOrder, readOrder } from "./api";
import type { AssetRow, OrderRow } from "./api";
import { findDuplicates } from "./duplicates";
import { countWords, formatTime, spaced, timeMs } from "./format";
import SitesTable from "./SitesTable";
import "./styles.css";

type Notice = { tone: "ok" | "problem"; text: string } | null;

type CancelledLine = { order: OrderRow; reason: string };

type AssetView = {
  assetId: string;
  orders: OrderRow[];
  cancelled: CancelledLine[];
};

type CancelOutcome = { accepted: boolean; notice: Notice };

function byOpened(a: OrderRow, b: OrderRow): number {
  const d = timeMs(a.opened_at) - timeMs(b.opened_at);
  if (d !== 0) return d;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

async function readAssetView(assetId: string): Promise<AssetView> {
  const unfinished = (await listOrders({ asset_id: assetId })).filter(isUnfinished).sort(byOpened);
  const cancelledRows = (await listOrders({ asset_id: assetId, status: "cancelled" })).sort(byId);
  const cancelled: CancelledLine[] = [];
  for (const row of cancelledRows) {
    const read = await readOrder(row.id);
    cancelled.push({ order: row, reason: read.work_order.cancel_reason ?? "" });
  }
  return { assetId, orders: unfinished, cancelled };
}

/** Fresh token, cancel, read back: the message comes from the second read. */
async function cancelWithReason(orderId: string, reason: string): Promise<CancelOutcome> {
  let token: string;
  try {
    token = (await readOrder(orderId)).evidence_token;
    await cancelOrder(orderId, token, reason);
  } catch (err) {
    return { accepted: false, notice: { tone: "problem", text: `${orderId} not cancelled: ${problemText(err)}` } };
  }
  try {
    const after = (await readOrder(orderId)).work_order;
    return {
      accepted: true,
      notice: { tone: "ok", text: `${after.id} is now ${spaced(after.status)}: ${after.cancel_reason ?? ""}` },
    };
  } catch (err) {
    return {
      accepted: true,
      notice: { tone: "problem", text: `${orderId} was cancelled but could not be read back: ${problemText(err)}` },
    };
  }
}

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p className={`notice notice-${notice.tone}`} role={notice.tone === "problem" ? "alert" : "status"}>
      {notice.text}
    </p>
  );
}

export default function App() {
  const [assets, setAssets] = useState<AssetRow[] | null>(null);
  const [allOrders, setAllOrders] = useState<OrderRow[]>([]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [view, setView] = useState<AssetView | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [siteFilter, setSiteFilter] = useState("");
  const [orderNotice, setOrderNotice] = useState<Notice>(null);
  const [pairNotice, setPairNotice] = useState<Notice>(null);
  const [raiseNotice, setRaiseNotice] = useState<Notice>(null);
  const chosenRef = useRef<string | null>(null);
  const loadSeq = useRef(0);
  const viewSeq = useRef(0);

  const loadAll = useCallback(async () => {
    const mine = ++loadSeq.current;
    const mineView = ++viewSeq.current;
    setLoading(true);
    try {
      const nextAssets = await listAssets();
      const nextOrders = await listOrders({});
      const assetId = chosenRef.current;
      const nextView = assetId ? await readAssetView(assetId) : null;
      if (mine !== loadSeq.current) return;
      setAssets(nextAssets);
      setAllOrders(nextOrders);
      if (mineView === viewSeq.current) setView(nextView);
      setLoadProblem("");
    } catch (err) {
      if (mine === loadSeq.current) setLoadProblem(`Could not read the maintenance system: ${problemText(err)}`);
    } finally {
      if (mine === loadSeq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void loadAll();
  }, [loadAll]);

  async function showOrders(assetId: string) {
    chosenRef.current = assetId;
    setChosenId(assetId);
    setView(null);
    const mine = ++viewSeq.current;
    try {
      const next = await readAssetView(assetId);
      if (mine === viewSeq.current) setView(next);
    } catch (err) {
      if (mine === viewSeq.current) setLoadProblem(`Could not read the maintenance system: ${problemText(err)}`);
    }
  }

  function clearNotices() {
    setOrderNotice(null);
    setPairNotice(null);
    setRaiseNotice(null);
  }

  async function onCancel(order: OrderRow) {
    const trimmed = reason.trim();
    clearNotices();
    if (trimmed.length < 5 || trimmed.length > 200) {
      setOrderNotice({ tone: "problem", text: "Give a reason of 5 to 200 characters" });
      return;
    }
    setBusy(true);
    try {
      const outcome = await cancelWithReason(order.id, trimmed);
      if (outcome.accepted) setReason("");
      setOrderNotice(outcome.notice);
      await loadAll();
    } finally {
      setBusy(false);
    }
  }

  async function onKeep(kept: OrderRow, other: OrderRow) {
    clearNotices();
    setBusy(true);
    try {
      const outcome = await cancelWithReason(other.id, `Duplicate of ${kept.id}`);
      setPairNotice(outcome.notice);
      await loadAll();
    } finally {
      setBusy(false);
    }
  }

  async function onReraise(order: OrderRow) {
    clearNotices();
    setBusy(true);
    try {
      let notice: Notice;
      try {
        const source = (await readOrder(order.id)).work_order;
        const created = await raiseOrder(source);
        try {
          const back = (await readOrder(created.id)).work_order;
          notice = { tone: "ok", text: `${order.id} raised again as ${back.id}, due ${formatTime(back.due_at)}` };
        } catch (err) {
          notice = {
            tone: "problem",
            text: `${order.id} was raised again as ${created.id} but could not be read back: ${problemText(err)}`,
          };
        }
      } catch (err) {
        notice = { tone: "problem", text: `${order.id} not raised again: ${problemText(err)}` };
      }
      setRaiseNotice(notice);
      await loadAll();
    } finally {
      setBusy(false);
    }
  }

  const overdueByAsset = useMemo(() => {
    const counts = new Map<string, number>();
    for (const o of allOrders) {
      if (isUnfinished(o) && o.overdue) counts.set(o.asset_id, (counts.get(o.asset_id) ?? 0) + 1);
    }
    return counts;
  }, [allOrders]);

  const siteOptions = useMemo(() => {
    const names = new Map<string, string>();
    for (const a of assets ?? []) if (!names.has(a.site_id)) names.set(a.site_id, a.site_name);
    return [...names.entries()]
      .map(([id, name]) => ({ id, name }))
      .sort((x, y) => x.name.localeCompare(y.name, "en"));
  }, [assets]);

  const shownAssets = useMemo(() => {
    const rows = [...(assets ?? [])].sort(byId);
    return siteFilter ? rows.filter((a) => a.site_id === siteFilter) : rows;
  }, [assets, siteFilter]);

  const pairs = useMemo(() => findDuplicates(allOrders), [allOrders]);

  const chosenAsset = assets?.find((a) => a.id === chosenId) ?? null;
  const viewReady = view !== null && view.assetId === chosenId;
  const shownOrders = viewReady ? view.orders.filter((o) => !overdueOnly || o.overdue) : [];
  const assetLabel = chosenAsset
    ? `${chosenAsset.name} (${chosenAsset.id})`
    : viewReady && view.orders[0]
      ? `${view.orders[0].asset_name} (${chosenId})`
      : `${chosenId}`;

  return (
    <main className="page">
      <header className="page-head">
        <h1>Backlog clean-up</h1>
        <button type="button" onClick={() => void loadAll()} disabled={busy}>
          Reload
        </button>
      </header>
      {loading && <p className="muted">Reading the maintenance system…</p>}
      {loadProblem && (
        <p className="notice notice-problem" role="alert">
          {loadProblem}
        </p>
      )}

      <section className="panel" aria-labelledby="sites-heading">
        <h2 id="sites-heading">Sites</h2>
        <SitesTable sites={siteOptions} orders={allOrders} />
      </section>

      <section className="panel" aria-labelledby="assets-heading">
        <h2 id="assets-heading">Assets</h2>
        <div className="field">
          <label htmlFor="site-filter">Site</label>
          <select id="site-filter" value={siteFilter} onChange={(e) => setSiteFilter(e.target.value)}>
            <option value="">All sites</option>
            {siteOptions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {assets && (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Asset</th>
                  <th scope="col">Name</th>
                  <th scope="col">Site</th>
                  <th scope="col">Status</th>
                  <th scope="col">Open orders</th>
                  <th scope="col">Overdue</th>
                  <td className="head-spacer" />
                </tr>
              </thead>
              <tbody>
                {shownAssets.map((a) => (
                  <tr key={a.id} className={a.id === chosenId ? "chosen" : undefined}>
                    <td>{a.id}</td>
                    <td>{a.name}</td>
                    <td>{a.site_name}</td>
                    <td>{spaced(a.status)}</td>
                    <td className="num">{a.open_work_orders}</td>
                    <td className="num">{overdueByAsset.get(a.id) ?? 0}</td>
                    <td>
                      <button type="button" className="secondary" onClick={() => void showOrders(a.id)}>
                        Show orders
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="panel" aria-labelledby="orders-heading">
        <h2 id="orders-heading">Asset orders</h2>
        {chosenId === null ? (
          <p>Choose an asset</p>
        ) : (
          <>
            <div className="controls">
              <div className="field">
                <label htmlFor="cancel-reason">Reason</label>
                <input
                  id="cancel-reason"
                  type="text"
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  size={40}
                />
              </div>
              <div className="field check">
                <input
                  id="overdue-only"
                  type="checkbox"
                  checked={overdueOnly}
                  onChange={(e) => setOverdueOnly(e.target.checked)}
                />
                <label htmlFor="overdue-only">Overdue only</label>
              </div>
            </div>
            <NoticeLine notice={orderNotice} />
            {!viewReady ? (
              <p className="muted">Reading the orders of {chosenId}…</p>
            ) : (
              <>
                <p className="count-line">
                  {assetLabel}:{" "}
                  {overdueOnly
                    ? countWords(shownOrders.length, "overdue order", "overdue orders")
                    : countWords(shownOrders.length, "unfinished order", "unfinished orders")}
                </p>
                {shownOrders.length > 0 && (
                  <div className="table-wrap">
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">Order</th>
                          <th scope="col">Title</th>
                          <th scope="col">Priority</th>
                          <th scope="col">Status</th>
                          <th scope="col">Opened</th>
                          <th scope="col">Due</th>
                          <td className="head-spacer" />
                        </tr>
                      </thead>
                      <tbody>
                        {shownOrders.map((o) => (
                          <tr key={o.id}>
                            <td>{o.id}</td>
                            <td>{o.title}</td>
                            <td>{o.priority}</td>
                            <td>{spaced(o.status)}</td>
                            <td className="nowrap">{formatTime(o.opened_at)}</td>
                            <td className="nowrap">{formatTime(o.due_at)}</td>
                            <td>
                              <button type="button" className="danger" disabled={busy} onClick={() => void onCancel(o)}>
                                Cancel
                              </button>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="cancelled-heading">
        <h2 id="cancelled-heading">Cancelled orders</h2>
        <NoticeLine notice={raiseNotice} />
        {chosenId === null ? (
          <p>Choose an asset</p>
        ) : !viewReady ? (
          <p className="muted">Reading the cancelled orders of {chosenId}…</p>
        ) : view.cancelled.length === 0 ? (
          <p>No cancelled orders</p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Title</th>
                  <th scope="col">Cancel reason</th>
                  <td className="head-spacer" />
                </tr>
              </thead>
              <tbody>
                {view.cancelled.map((line) => (
                  <tr key={line.order.id}>
                    <td>{line.order.id}</td>
                    <td>{line.order.title}</td>
                    <td>{line.reason}</td>
                    <td>
                      <button
                        type="button"
                        className="secondary"
                        disabled={busy}
                        onClick={() => void onReraise(line.order)}
                      >
                        Re-raise
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="panel" aria-labelledby="duplicates-heading">
        <h2 id="duplicates-heading">Possible duplicates</h2>
        <NoticeLine notice={pairNotice} />
        {pairs.length === 0 ? (
          <p>No possible duplicates</p>
        ) : (
          <ul className="pairs">
            {pairs.map((p) => (
              <li key={`${p.first.id}-${p.second.id}`}>
                <span className="pair-text">
                  {p.assetName}: {p.first.id} and {p.second.id}
                </span>
                <span className="pair-actions">
                  <button type="button" className="secondary" disabled={busy} onClick={() => void onKeep(p.first, p.second)}>
                    Keep {p.first.id}
                  </button>
                  <button type="button" className="secondary" disabled={busy} onClick={() => void onKeep(p.second, p.first)}>
                    Keep {p.second.id}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
