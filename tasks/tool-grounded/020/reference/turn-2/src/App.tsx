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
type Forecast = { sku: string; days: number; expected_demand: number; projected_available: number };

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function cents(x: number): number {
  return Math.round(x * 100) / 100;
}

function signed(n: number): string {
  return n < 0 ? `-${Math.abs(n)}` : String(n);
}

function countLine(n: number, total: number): string {
  if (n === 0) return "No open orders";
  return `${n} open ${n === 1 ? "order" : "orders"} worth ${money.format(total)}`;
}

function notNeededLine(n: number, total: number): string {
  if (n === 0) return "Every open order is needed";
  return `${n} ${n === 1 ? "order" : "orders"} not needed, worth ${money.format(total)}`;
}

export default function App() {
  const [orders, setOrders] = useState<PORow[]>([]);
  const [items, setItems] = useState<Record<string, ItemRow>>({});
  const [forecasts, setForecasts] = useState<Record<string, Forecast>>({});
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
      const skus = Array.from(new Set(open.map((po) => po.sku)));
      const fc = await Promise.all(
        skus.map((sku) => callTool<Forecast>("forecast_demand", { sku, days: 30 })),
      );
      const fcBySku: Record<string, Forecast> = {};
      for (const f of fc) fcBySku[f.sku] = f;
      setItems(bySku);
      setForecasts(fcBySku);
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
    const fc = forecasts[po.sku];
    const value = item ? cents(po.quantity * item.unit_cost) : 0;
    const available = item ? item.total_available : 0;
    const demand = fc ? fc.expected_demand : 0;
    const projected = available - demand;
    const needed = !item || projected < item.reorder_point;
    return { po, item, value, available, demand, projected, needed };
  });
  const total = cents(rows.reduce((s, r) => s + r.value, 0));
  const spare = rows.filter((r) => !r.needed);
  const spareTotal = cents(spare.reduce((s, r) => s + r.value, 0));

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
        <p className="count">{notNeededLine(spare.length, spareTotal)}</p>
        <table>
          <thead>
            <tr>
              <th>PO</th>
              <th>Item</th>
              <th>Supplier</th>
              <th className="num">Quantity</th>
              <th>Expected</th>
              <th className="num">Value</th>
              <th className="num">Available</th>
              <th className="num">Demand 30 days</th>
              <th className="num">Projected</th>
              <th>Cover</th>
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
                  <td className="num">{r.available}</td>
                  <td className="num">{r.demand}</td>
                  <td className="num">{signed(r.projected)}</td>
                  <td>{r.needed ? "Needed" : "Not needed"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </main>
  );
}
