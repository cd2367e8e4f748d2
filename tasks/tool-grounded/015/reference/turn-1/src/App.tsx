import { useCallback, useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Location = { id: string; name: string; kind: string };
type PORow = {
  id: string;
  sku: string;
  item_name: string;
  supplier_name: string;
  quantity: number;
  deliver_to: string;
  deliver_to_name: string;
  status: string;
  expected_at: string;
  closed_at: string | null;
};
type Message = { kind: "ok" | "error"; text: string };

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Soonest expected date first; the lower PO number first on equal dates. */
function byExpected(a: PORow, b: PORow): number {
  if (a.expected_at !== b.expected_at) return a.expected_at < b.expected_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function countLine(n: number): string {
  if (n === 0) return "No deliveries expected";
  if (n === 1) return "1 delivery expected";
  return `${n} deliveries expected`;
}

export default function App() {
  const [docks, setDocks] = useState<Location[]>([]);
  const [dock, setDock] = useState("");
  const [orders, setOrders] = useState<PORow[]>([]);
  const [messages, setMessages] = useState<Message[]>([]);
  const [loadError, setLoadError] = useState("");

  const loadOrders = useCallback(async () => {
    try {
      const res = await callTool<{ purchase_orders: PORow[] }>("list_purchase_orders", { status: "open" });
      setOrders([...res.purchase_orders].sort(byExpected));
      setLoadError("");
    } catch (e) {
      setLoadError(`Could not read the orders: ${errorText(e)}`);
    }
  }, []);

  const reload = loadOrders;

  useEffect(() => {
    callTool<{ locations: Location[] }>("list_locations")
      .then((res) => setDocks(res.locations.filter((l) => l.kind === "warehouse")))
      .catch((e) => setLoadError(`Could not read the docks: ${errorText(e)}`));
    reload();
  }, [reload]);

  const shown = dock ? orders.filter((po) => po.deliver_to === dock) : orders;

  return (
    <main className="page">
      <h1>Goods-in desk</h1>
      {loadError && <p className="error" role="alert">{loadError}</p>}
      <div className="toolbar">
        <label className="field">
          Dock
          <select value={dock} onChange={(e) => setDock(e.target.value)}>
            <option value="">All docks</option>
            {docks.map((d) => (
              <option key={d.id} value={d.id}>{d.name}</option>
            ))}
          </select>
        </label>
        <button type="button" className="secondary" onClick={() => reload()}>Refresh</button>
      </div>
      {messages.length > 0 && (
        <div role="status">
          {messages.map((m) => (
            <p key={m.text} className={m.kind === "ok" ? "ok" : "error"}>{m.text}</p>
          ))}
        </div>
      )}
      <section className="card" aria-labelledby="expected-heading">
        <h2 id="expected-heading">Expected deliveries</h2>
        <p className="count">{countLine(shown.length)}</p>
        <table>
          <thead>
            <tr>
              <th>PO</th>
              <th>Item</th>
              <th>Supplier</th>
              <th className="num">Quantity</th>
              <th>Dock</th>
              <th>Expected</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((po) => {
              return (
                <tr key={po.id}>
                  <td className="mono">{po.id}</td>
                  <td>{po.item_name}</td>
                  <td>{po.supplier_name}</td>
                  <td className="num">{po.quantity}</td>
                  <td>{po.deliver_to_name}</td>
                  <td>{po.expected_at}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </main>
  );
}
