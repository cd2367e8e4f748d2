import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import Dropdown from "./Dropdown";
import "./styles.css";

type Location = { id: string; name: string; kind: string };
type LowItem = {
  sku: string; name: string; total_available: number; reorder_point: number; reorder_qty: number;
  case_pack: number; on_order: number;
};
type Supplier = { id: string; name: string; lead_time_days: number };
type OrderItem = LowItem & { supplier: Supplier };
type PurchaseOrder = {
  id: string; sku: string; item_name: string; supplier_name: string; quantity: number;
  deliver_to: string; deliver_to_name: string; expected_at: string;
};

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function suggestedQuantity(item: LowItem): number {
  const need = item.reorder_point + item.reorder_qty - item.total_available - item.on_order;
  return need <= 0 ? 0 : Math.ceil(need / item.case_pack) * item.case_pack;
}

function addDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function freshToken(sku: string): Promise<string> {
  const res = await callTool<{ evidence_token: string }>("get_item", { sku });
  return res.evidence_token;
}

export default function App() {
  const [warehouses, setWarehouses] = useState<Location[]>([]);
  const [low, setLow] = useState<LowItem[]>([]);
  const [orders, setOrders] = useState<PurchaseOrder[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState("");

  const [item, setItem] = useState<OrderItem | null>(null);
  const [qty, setQty] = useState("");
  const [deliverTo, setDeliverTo] = useState("");
  const [busy, setBusy] = useState(false);

  async function loadLow() {
    const res = await callTool<{ items: LowItem[] }>("list_items", { below_reorder_only: true });
    setLow(res.items);
  }

  async function loadOrders() {
    const res = await callTool<{ purchase_orders: PurchaseOrder[] }>("list_purchase_orders", { status: "open" });
    setOrders(res.purchase_orders);
  }

  async function loadItem(sku: string): Promise<OrderItem> {
    const res = await callTool<{ item: LowItem; supplier: Supplier }>("get_item", { sku });
    const next = { ...res.item, supplier: res.supplier };
    setItem(next);
    return next;
  }

  useEffect(() => {
    (async () => {
      try {
        const res = await callTool<{ locations: Location[] }>("list_locations", {});
        setWarehouses(res.locations.filter((l) => l.kind === "warehouse").sort((a, b) => b.id.localeCompare(a.id)));
        await Promise.all([loadLow(), loadOrders()]);
        setLoaded(true);
      } catch (e) {
        setStatus(`Could not load purchasing data: ${message(e)}`);
      }
    })();
  }, []);

  async function openOrder(sku: string) {
    setStatus("");
    try {
      const next = await loadItem(sku);
      setQty(String(suggestedQuantity(next)));
      setDeliverTo(warehouses.find((w) => w.name === "Reno DC")?.id ?? warehouses[0]?.id ?? "");
    } catch (e) {
      setStatus(`Could not open the order form: ${message(e)}`);
    }
  }

  async function refreshAll(sku?: string) {
    await Promise.all([loadLow(), loadOrders(), sku ? loadItem(sku) : Promise.resolve()]);
  }

  async function placeOrder() {
    if (!item) return;
    setBusy(true);
    setStatus("");
    try {
      const evidence_token = await freshToken(item.sku);
      const res = await callTool<{ purchase_order: PurchaseOrder }>("create_purchase_order", {
        sku: item.sku, quantity: Number(qty), deliver_to: deliverTo, evidence_token,
      });
      setStatus(`Created ${res.purchase_order.id}`);
    } catch (e) {
      setStatus(`Order failed: ${message(e)}`);
    }
    await refreshAll(item.sku);
    setBusy(false);
  }

  const quantity = Number(qty);
  const packOk = !!item && Number.isInteger(quantity) && quantity > 0 && quantity % item.case_pack === 0;
  const suggestion = item ? suggestedQuantity(item) : null;

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
              <th scope="col" aria-label="Actions"></th>
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
                <td><button type="button" className="small" onClick={() => openOrder(i.sku)} disabled={busy}>Order</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {item && (
        <section className="card" aria-labelledby="order-title">
          <h2 id="order-title">New purchase order</h2>
          <p className="strong">{item.name} <span className="mono muted">{item.sku}</span></p>
          <p className="muted-dark">{item.supplier.name} ({item.supplier.lead_time_days}-day lead time) · Case pack: {item.case_pack}</p>
          <p className="muted-dark">Expected by {addDays(item.supplier.lead_time_days)}</p>
          {suggestion === 0 && <p className="note">Already covered by open orders</p>}
          <div className="form-row">
            <div className="field">
              <label htmlFor="f-qty">Order quantity</label>
              <input id="f-qty" type="number" min={0} step={item.case_pack} value={qty} onChange={(e) => setQty(e.target.value)} />
            </div>
            <Dropdown
              label="Deliver to"
              value={deliverTo}
              options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
              onChange={setDeliverTo}
            />
            <button type="button" onClick={placeOrder} disabled={!packOk || busy}>Place order</button>
          </div>
          {!packOk && <p className="error">Must be a positive multiple of {item.case_pack}</p>}
        </section>
      )}

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
