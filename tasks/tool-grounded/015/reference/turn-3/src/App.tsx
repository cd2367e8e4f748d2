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
type LocationStock = { location: string; on_hand: number; reserved: number; available: number };
type ItemRead = { item: { sku: string; name: string; on_order: number; stock: LocationStock[] }; evidence_token: string };
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

async function readItem(sku: string): Promise<ItemRead> {
  return callTool<ItemRead>("get_item", { sku });
}

function onHandAt(read: ItemRead, location: string): number {
  return read.item.stock.find((s) => s.location === location)?.on_hand ?? 0;
}

/** A whole number typed into a field, or null for anything else. */
function wholeNumber(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

export default function App() {
  const [docks, setDocks] = useState<Location[]>([]);
  const [dock, setDock] = useState("");
  const [orders, setOrders] = useState<PORow[]>([]);
  const [part, setPart] = useState<PORow | null>(null);
  const [arrived, setArrived] = useState("");
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

  async function receiveAll(po: PORow) {
    setMessages([]);
    try {
      const before = await readItem(po.sku);
      await callTool("receive_purchase_order", { po_id: po.id, evidence_token: before.evidence_token });
    } catch (e) {
      setMessages([{ kind: "error", text: `Not booked: ${errorText(e)}` }]);
      await reload();
      return;
    }
    const after = await readItem(po.sku);
    const out: Message[] = [{
      kind: "ok",
      text: `Received ${po.id}: ${po.quantity} × ${po.item_name} into ${po.deliver_to_name}, now ${onHandAt(after, po.deliver_to)} on hand there`,
    }];
    setMessages(out);
    await reload();
  }

  function openPart(po: PORow) {
    setPart(po);
    setArrived("");
    setMessages([]);
  }

  const arrivedUnits = part ? wholeNumber(arrived) : null;
  const arrivedOk = part !== null && arrivedUnits !== null && arrivedUnits >= 1 && arrivedUnits <= part.quantity - 1;

  async function bookPart() {
    if (!part || !arrivedOk || arrivedUnits === null) return;
    const po = part;
    const units = arrivedUnits;
    setMessages([]);
    let arrivedId = "";
    let backId = "";
    try {
      const first = await readItem(po.sku);
      const made = await callTool<{ purchase_order: PORow }>("create_purchase_order", {
        sku: po.sku, quantity: units, deliver_to: po.deliver_to, evidence_token: first.evidence_token,
      });
      arrivedId = made.purchase_order.id;
      const second = await readItem(po.sku);
      await callTool("receive_purchase_order", { po_id: arrivedId, evidence_token: second.evidence_token });
      await callTool("cancel_purchase_order", { po_id: po.id });
      const third = await readItem(po.sku);
      const back = await callTool<{ purchase_order: PORow }>("create_purchase_order", {
        sku: po.sku, quantity: po.quantity - units, deliver_to: po.deliver_to, evidence_token: third.evidence_token,
      });
      backId = back.purchase_order.id;
    } catch (e) {
      setMessages([{ kind: "error", text: `Part delivery stopped: ${errorText(e)}` }]);
      await reload();
      return;
    }
    const after = await readItem(po.sku);
    setMessages([{
      kind: "ok",
      text: `Booked ${units} of ${po.quantity} on ${arrivedId}, back-order ${backId} for ${po.quantity - units}, now ${onHandAt(after, po.deliver_to)} on hand at ${po.deliver_to_name}`,
    }]);
    setPart(null);
    setArrived("");
    await reload();
  }

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
      {part && (
        <section className="card" aria-labelledby="part-heading">
          <h2 id="part-heading">Part delivery</h2>
          <p className="order-line">{part.id} · {part.item_name} · {part.quantity} ordered</p>
          <div className="toolbar">
            <label className="field">
              Units arrived
              <input type="number" min={1} step={1} value={arrived} onChange={(e) => setArrived(e.target.value)} />
            </label>
            <button type="button" disabled={!arrivedOk} onClick={bookPart}>Book part delivery</button>
            <button type="button" className="secondary" onClick={() => setPart(null)}>Close</button>
          </div>
          {!arrivedOk && <p className="note">Enter 1 to {part.quantity - 1} units</p>}
        </section>
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
              <th>Actions</th>
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
                  <td className="actions">
                    <button type="button" onClick={() => receiveAll(po)}>Receive all</button>
                    <button type="button" className="secondary" onClick={() => openPart(po)}>Part delivery</button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </main>
  );
}
