import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isUnfinished, listAssets, listOrders, problemText } from "./api";
import type { AssetRow, OrderRow } from "./api";
import { countWords, formatTime, spaced, timeMs } from "./format";
import "./styles.css";

type AssetView = {
  assetId: string;
  orders: OrderRow[];
};

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
  return { assetId, orders: unfinished };
}

export default function App() {
  const [assets, setAssets] = useState<AssetRow[] | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [view, setView] = useState<AssetView | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState("");
  const chosenRef = useRef<string | null>(null);
  const loadSeq = useRef(0);
  const viewSeq = useRef(0);

  const loadAll = useCallback(async () => {
    const mine = ++loadSeq.current;
    const mineView = ++viewSeq.current;
    setLoading(true);
    try {
      const nextAssets = await listAssets();
      const assetId = chosenRef.current;
      const nextView = assetId ? await readAssetView(assetId) : null;
      if (mine !== loadSeq.current) return;
      setAssets(nextAssets);
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

  const shownAssets = useMemo(() => [...(assets ?? [])].sort(byId), [assets]);

  const chosenAsset = assets?.find((a) => a.id === chosenId) ?? null;
  const viewReady = view !== null && view.assetId === chosenId;
  const shownOrders = viewReady ? view.orders : [];
  const assetLabel = chosenAsset
    ? `${chosenAsset.name} (${chosenAsset.id})`
    : viewReady && view.orders[0]
      ? `${view.orders[0].asset_name} (${chosenId})`
      : `${chosenId}`;

  return (
    <main className="page">
      <header className="page-head">
        <h1>Backlog clean-up</h1>
        <button type="button" onClick={() => void loadAll()}>
          Reload
        </button>
      </header>
      {loading && <p className="muted">Reading the maintenance system…</p>}
      {loadProblem && (
        <p className="notice notice-problem" role="alert">
          {loadProblem}
        </p>
      )}

      <section className="panel" aria-labelledby="assets-heading">
        <h2 id="assets-heading">Assets</h2>
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
            {!viewReady ? (
              <p className="muted">Reading the orders of {chosenId}…</p>
            ) : (
              <>
                <p className="count-line">
                  {assetLabel}:{" "}
                  {countWords(shownOrders.length, "unfinished order", "unfinished orders")}
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
    </main>
  );
}
