import { useCallback, useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type PORow = {
  id: string;
  sku: string;
  item_name: string;
  supplier_name: string;
  quantity: number;
  status: string;
  expected_at: string;
};
type ItemRow = {
  sku: string;
  name: string;
  case_pack: number;
  reorder_point: number;
  unit_cost: number;
  total_available: number;
};

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function cents(x: number): number {
  return Math.round(x * 100) / 100;
}

function countLine(n: number, total: number): string {
  if (n === 0) return "No open orders";
  return `${n} open ${n === 1 ? "order" : "orders"} worth ${money.format(total)}`;
}

export default function App() {
  const [orders, setOrders] = useState<PORow[]>([]);
  const [items, setItems] = useState<Record<string, ItemRow>>({});
  const [loadError, setLoadError] = useState("");

  const loadOrders = useCallback(async () => {
    try {
      const [poRes, itemRes] = await Promise.all([
        callTool<{ purchase_orders: PORow[] }>("list_purchase_orders", { status: "open" }),
        callTool<{ items: ItemRow[] }>("list_items", {}),
      ]);
      const open = [...poRes.purchase_orders].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const bySku: Record<string, ItemRow> = {};
      for (const it of itemRes.items) bySku[it.sku] = it;
      setItems(bySku);
      setOrders(open);
      setLoadError("");
    } catch (e) {
      setLoadError(`Could not read the orders: ${errorText(e)}`);
    }
  }, []);

  useEffect(() => {
    loadOrders();
  }, [loadOrders]);

  const rows = orders.map((po) => {
    const item = items[po.sku];
    const value = item ? cents(po.quantity * item.unit_cost) : 0;
    return { po, item, value };
  });
  const total = cents(rows.reduce((s, r) => s + r.value, 0));

  return (
    <main className="page">
      <h1>Open order review</h1>
      {loadError && <p className="error" role="alert">{loadError}</p>}
      <div className="toolbar">
        <button type="button" className="secondary" onClick={() => loadOrders()}>Refresh</button>
      </div>
      <section className="card" aria-labelledby="open-heading">
        <h2 id="open-heading">Open orders</h2>
        <p className="count">{countLine(rows.length, total)}</p>
        <table>
          <thead>
            <tr>
              <th>PO</th>
              <th>Item</th>
              <th>Supplier</th>
              <th className="num">Quantity</th>
              <th>Expected</th>
              <th className="num">Value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              return (
                <tr key={r.po.id}>
                  <td className="mono">{r.po.id}</td>
                  <td>{r.po.item_name}</td>
                  <td>{r.po.supplier_name}</td>
                  <td className="num">{r.po.quantity}</td>
                  <td>{r.po.expected_at}</td>
                  <td className="num">{money.format(r.value)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </main>
  );
}
