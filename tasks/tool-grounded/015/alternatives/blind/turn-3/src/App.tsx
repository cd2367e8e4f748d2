import { useEffect, useState } from "react";
import { errorMessage, listOpenOrders, listWarehouses, type Location, type PurchaseOrder } from "./api";
import { byExpectedDate, deliveriesCount, isoDate } from "./format";
import { parseArrived, partDelivery, receiveAll, type Outcome } from "./operations";
import "./styles.css";

const ALL_DOCKS = "all";

export default function App() {
  const [docks, setDocks] = useState<Location[]>([]);
  const [dock, setDock] = useState(ALL_DOCKS);
  const [orders, setOrders] = useState<PurchaseOrder[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const [partOrder, setPartOrder] = useState<PurchaseOrder | null>(null);
  const [arrived, setArrived] = useState("");
  const [partError, setPartError] = useState("");

  async function loadOrders() {
    setLoading(true);
    try {
      const open = await listOpenOrders();
      setOrders(open);
      setLoadError("");
    } catch (error) {
      setLoadError(`Could not read the orders: ${errorMessage(error)}`);
    } finally {
      setLoading(false);
    }
  }

  async function handleReceiveAll(po: PurchaseOrder) {
    setBusy(true);
    setNotice(null);
    const outcome = await receiveAll(po);
    setNotice(outcome);
    await loadOrders();
    setBusy(false);
  }

  function openPartDelivery(po: PurchaseOrder) {
    setPartOrder(po);
    setArrived("");
    setPartError("");
  }

  async function handlePartDelivery() {
    if (!partOrder) return;
    const units = parseArrived(arrived, partOrder.quantity);
    if (units === null) return;
    setBusy(true);
    setNotice(null);
    setPartError("");
    const outcome = await partDelivery(partOrder, units);
    if (outcome.ok) {
      setNotice(outcome);
      setPartOrder(null);
      setArrived("");
    } else {
      setPartError(outcome.text);
    }
    await loadOrders();
    setBusy(false);
  }

  useEffect(() => {
    listWarehouses()
      .then(setDocks)
      .catch((error) => setLoadError(`Could not read the docks: ${errorMessage(error)}`));
    void loadOrders();
  }, []);

  const arrivedUnits = partOrder ? parseArrived(arrived, partOrder.quantity) : null;

  const visible = (orders ?? [])
    .filter((po) => dock === ALL_DOCKS || po.deliver_to === dock)
    .sort(byExpectedDate);

  return (
    <main className="page">
      <h1>Goods-in desk</h1>
      <p className="intro">Ridgeline Outdoor receiving docks, live from the inventory system.</p>

      <section className="card" aria-labelledby="expected-heading">
        <h2 id="expected-heading">Expected deliveries</h2>
        <div className="toolbar">
          <div className="field">
            <label htmlFor="dock">Dock</label>
            <select id="dock" value={dock} onChange={(e) => setDock(e.target.value)}>
              <option value={ALL_DOCKS}>All docks</option>
              {docks.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={() => void loadOrders()} disabled={loading}>
            Refresh
          </button>
        </div>

        {notice && (
          <p className={notice.ok ? "notice" : "notice error"} role="status">
            {notice.text}
          </p>
        )}

        {loadError && (
          <p className="notice error" role="alert">
            {loadError}
          </p>
        )}

        {orders === null ? (
          !loadError && <p className="muted">Reading the open orders…</p>
        ) : (
          <>
            <p className="count">{deliveriesCount(visible.length)}</p>
            {visible.length > 0 && (
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">PO</th>
                      <th scope="col">Item</th>
                      <th scope="col">Supplier</th>
                      <th scope="col" className="num">
                        Quantity
                      </th>
                      <th scope="col">Dock</th>
                      <th scope="col">Expected</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {visible.map((po) => (
                      <tr key={po.id}>
                        <td>{po.id}</td>
                        <td>{po.item_name}</td>
                        <td>{po.supplier_name}</td>
                        <td className="num">{po.quantity}</td>
                        <td>{po.deliver_to_name}</td>
                        <td>{isoDate(po.expected_at)}</td>
                        <td>
                          <div className="actions">
                            <button type="button" disabled={busy} onClick={() => void handleReceiveAll(po)}>
                              Receive all
                            </button>
                            <button
                              type="button"
                              className="secondary"
                              disabled={busy}
                              onClick={() => openPartDelivery(po)}
                            >
                              Part delivery
                            </button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>

      {partOrder && (
        <section className="card" aria-labelledby="part-heading">
          <h2 id="part-heading">Part delivery</h2>
          <p className="part-order">
            {partOrder.id} · {partOrder.item_name} · {partOrder.quantity} ordered
          </p>
          <div className="toolbar">
            <div className="field">
              <label htmlFor="units-arrived">Units arrived</label>
              <input
                id="units-arrived"
                type="number"
                inputMode="numeric"
                min={1}
                max={partOrder.quantity - 1}
                step={1}
                value={arrived}
                onChange={(e) => setArrived(e.target.value)}
              />
            </div>
            <button type="button" disabled={busy || arrivedUnits === null} onClick={() => void handlePartDelivery()}>
              Book part delivery
            </button>
            <button type="button" className="secondary" disabled={busy} onClick={() => setPartOrder(null)}>
              Close
            </button>
          </div>
          {arrivedUnits === null && <p className="hint">Enter 1 to {partOrder.quantity - 1} units</p>}
          {partError && (
            <p className="notice error" role="alert">
              {partError}
            </p>
          )}
        </section>
      )}
    </main>
  );
}
