import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type LowItem = {
  sku: string; name: string; total_available: number; reorder_point: number; on_order: number;
};
type PurchaseOrder = {
  id: string; sku: string; item_name: string; quantity: number; deliver_to_name: string; expected_at: string;
};

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export default function App() {
  const [low, setLow] = useState<LowItem[]>([]);
  const [orders, setOrders] = useState<PurchaseOrder[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState("");

  async function loadLow() {
    const res = await callTool<{ items: LowItem[] }>("list_items", { below_reorder_only: true });
    setLow(res.items);
  }

  async function loadOrders() {
    const res = await callTool<{ purchase_orders: PurchaseOrder[] }>("list_purchase_orders", { status: "open" });
    setOrders(res.purchase_orders);
  }

  useEffect(() => {
    (async () => {
      try {
        await Promise.all([loadLow(), loadOrders()]);
        setLoaded(true);
      } catch (e) {
        setStatus(`Could not load purchasing data: ${message(e)}`);
      }
    })();
  }, []);

  return (
    <main className="page">
      <header className="top">
        <h1>Purchasing assistant</h1>
        {status && <p role="status" className={/failed|Could not/.test(status) ? "error" : "ok"}>{status}</p>}
      </header>

      <section className="card" aria-labelledby="low-title">
        <h2 id="low-title">Below reorder point</h2>
        {loaded && <p className="summary">{low.length} items below reorder point</p>}
        <table>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Item</th>
              <th scope="col" className="num">Available</th>
              <th scope="col" className="num">Reorder point</th>
              <th scope="col" className="num">On order</th>
            </tr>
          </thead>
          <tbody>
            {low.map((i) => (
              <tr key={i.sku}>
                <td className="mono">{i.sku}</td>
                <td>{i.name}</td>
                <td className="num strong">{i.total_available}</td>
                <td className="num">{i.reorder_point}</td>
                <td className="num">{i.on_order}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="card" aria-labelledby="po-title">
        <h2 id="po-title">Open purchase orders</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">PO</th>
              <th scope="col">Item</th>
              <th scope="col" className="num">Quantity</th>
              <th scope="col">Deliver to</th>
              <th scope="col">Expected</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((po) => (
              <tr key={po.id}>
                <td className="mono">{po.id}</td>
                <td>{po.item_name}</td>
                <td className="num">{po.quantity}</td>
                <td>{po.deliver_to_name}</td>
                <td>{po.expected_at}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

    </main>
  );
}
