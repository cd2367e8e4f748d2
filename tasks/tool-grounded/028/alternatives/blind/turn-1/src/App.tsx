import { useEffect, useState } from "react";
import "./styles.css";
import { errorCode, errorMessage, fetchOrder, fetchParts, money, normaliseId, statusText, type PartRow, type WorkOrder } from "./api";
import Stores from "./Stores";

export default function App() {
  const [parts, setParts] = useState<PartRow[] | null>(null);
  const [storesError, setStoresError] = useState("");
  const [idText, setIdText] = useState("");
  const [order, setOrder] = useState<WorkOrder | null>(null);
  const [missingId, setMissingId] = useState("");
  const [openProblem, setOpenProblem] = useState("");

  const loadParts = async () => {
    try {
      setParts(await fetchParts());
      setStoresError("");
    } catch (err) {
      setStoresError(`Could not read stores: ${errorMessage(err)}`);
    }
  };

  const loadOrder = async (id: string) => {
    try {
      const { work_order } = await fetchOrder(id);
      setOrder(work_order);
      setMissingId("");
      setOpenProblem("");
    } catch (err) {
      setOrder(null);
      if (errorCode(err) === "not_found") {
        setMissingId(id);
        setOpenProblem("");
      } else {
        setMissingId("");
        setOpenProblem(`Could not open ${id}: ${errorMessage(err)}`);
      }
    }
  };

  useEffect(() => {
    void loadParts();
  }, []);

  const openOrder = async () => {
    const id = normaliseId(idText);
    if (!id) {
      setOrder(null);
      setMissingId("");
      setOpenProblem("Write a work order id, like WO-1981");
      return;
    }
    await loadOrder(id);
  };

  const refresh = async () => {
    await loadParts();
    if (order) await loadOrder(order.id);
  };

  return (
    <main className="counter">
      <h1>Parts counter</h1>

      <div className="bar">
        <div className="field">
          <label htmlFor="order-id">Work order</label>
          <input
            id="order-id"
            type="text"
            value={idText}
            onChange={(e) => setIdText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") void openOrder();
            }}
          />
        </div>
        <button type="button" onClick={() => void openOrder()}>
          Open order
        </button>
        <button type="button" className="secondary" onClick={() => void refresh()}>
          Refresh
        </button>
      </div>

      {missingId && <p className="problem">No work order {missingId}</p>}
      {openProblem && <p className="problem">{openProblem}</p>}

      {order && (
        <section className="card" aria-labelledby="order-heading">
          <h2 id="order-heading">Work order {order.id}</h2>
          <p className="order-title">{order.title}</p>
          <p className="facts">Status: {statusText(order.status)}</p>
          <p className="facts">Priority: {order.priority}</p>
          <h3>Part lines</h3>
          {order.parts.length === 0 ? (
            <p className="muted">No parts on this order</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>SKU</th>
                  <th>Part</th>
                  <th className="num">Reserved</th>
                  <th className="num">Issued</th>
                  <th className="num">Returned</th>
                  <th className="num">Net issued</th>
                  <th className="num">Cost</th>
                </tr>
              </thead>
              <tbody>
                {order.parts.map((line) => (
                  <tr key={line.sku}>
                    <td>{line.sku}</td>
                    <td>{line.name}</td>
                    <td className="num">{line.reserved}</td>
                    <td className="num">{line.issued}</td>
                    <td className="num">{line.returned}</td>
                    <td className="num">{line.net_issued}</td>
                    <td className="num">{money(line.cost)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="summary">Parts cost: {money(order.parts_cost)}</p>
        </section>
      )}

      <Stores parts={parts} error={storesError} />
    </main>
  );
}
