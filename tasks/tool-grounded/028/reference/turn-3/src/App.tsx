import { useCallback, useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Part = {
  sku: string;
  name: string;
  unit_cost: number;
  on_hand: number;
  reserved: number;
  available: number;
  reorder_level: number;
  low_stock: boolean;
};

type PartLine = {
  sku: string;
  name: string;
  reserved: number;
  issued: number;
  returned: number;
  net_issued: number;
  cost: number;
};

type Order = {
  id: string;
  title: string;
  status: string;
  priority: string;
  parts: PartLine[];
  parts_cost: number;
};

const QTY_MESSAGE = "Quantity must be a whole number from 1 to 50";

function money(n: number): string {
  return "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function statusText(status: string): string {
  return status.replace(/_/g, " ");
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function errorCode(e: unknown): string {
  return typeof e === "object" && e !== null && "code" in e ? String((e as { code: unknown }).code) : "";
}

function parseQty(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= 50 ? n : null;
}

function heldOf(order: Order, sku: string): number {
  const line = order.parts.find((l) => l.sku === sku);
  return line ? line.reserved : 0;
}

export default function App() {
  const [parts, setParts] = useState<Part[] | null>(null);
  const [lookup, setLookup] = useState("");
  const [order, setOrder] = useState<Order | null>(null);
  const [message, setMessage] = useState("");
  const [partSku, setPartSku] = useState("");
  const [qtyText, setQtyText] = useState("1");
  const [busy, setBusy] = useState(false);

  const loadParts = useCallback(async (): Promise<Part[]> => {
    const res = await callTool<{ parts: Part[] }>("list_parts", {});
    const sorted = [...res.parts].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
    setParts(sorted);
    return sorted;
  }, []);

  const readOrder = useCallback(async (id: string) => {
    const res = await callTool<{ work_order: Order; evidence_token: string }>("get_work_order", { work_order_id: id });
    return res;
  }, []);

  const reloadOrder = useCallback(
    async (id: string) => {
      try {
        const res = await readOrder(id);
        setOrder(res.work_order);
      } catch (e) {
        setMessage(`Could not read ${id}: ${errorText(e)}`);
      }
    },
    [readOrder],
  );

  useEffect(() => {
    loadParts().catch((e) => setMessage(`Could not read the stores: ${errorText(e)}`));
  }, [loadParts]);

  const openOrder = async (raw: string) => {
    const id = raw.trim().toUpperCase();
    if (!id) return;
    setBusy(true);
    try {
      const res = await readOrder(id);
      setOrder(res.work_order);
      setMessage("");
      setPartSku(parts && parts.length > 0 ? parts[0].sku : "");
      setQtyText("1");
    } catch (e) {
      setOrder(null);
      setMessage(errorCode(e) === "not_found" ? `No work order ${id}` : `Could not read ${id}: ${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const refresh = async () => {
    setBusy(true);
    try {
      await Promise.all([loadParts(), order ? reloadOrder(order.id) : Promise.resolve()]);
    } catch (e) {
      setMessage(`Could not refresh: ${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const readBack = async (id: string) => {
    await Promise.all([reloadOrder(id), loadParts().catch(() => undefined)]);
  };

  const chosenSku = partSku || (parts && parts.length > 0 ? parts[0].sku : "");

  const issue = async () => {
    if (!order) return;
    const qty = parseQty(qtyText);
    if (qty === null) {
      setMessage(QTY_MESSAGE);
      return;
    }
    if (order.status !== "in_progress") {
      setMessage(`${order.id} is ${statusText(order.status)}: parts are issued only to work in progress`);
      return;
    }
    const id = order.id;
    const sku = chosenSku;
    setBusy(true);
    try {
      const part = (parts ?? []).find((p) => p.sku === sku);
      const read = await readOrder(id);
      const need = Math.max(0, qty - heldOf(read.work_order, sku));
      if (need > 0) {
        await callTool("reserve_part", {
          work_order_id: id,
          sku,
          quantity: need,
          evidence_token: read.evidence_token,
        });
      }
      await callTool("issue_part", { work_order_id: id, sku, quantity: qty });
      setMessage(`Issued ${qty} × ${part ? part.name : sku} to ${id}`);
    } catch (e) {
      setMessage(`Not issued: ${errorText(e)}`);
    } finally {
      await readBack(id);
      setBusy(false);
    }
  };

  const returnOne = async (line: PartLine) => {
    if (!order) return;
    const id = order.id;
    setBusy(true);
    try {
      await callTool("return_part", { work_order_id: id, sku: line.sku, quantity: 1 });
      setMessage(`Returned 1 × ${line.name} from ${id}`);
    } catch (e) {
      setMessage(`Not returned: ${errorText(e)}`);
    } finally {
      await readBack(id);
      setBusy(false);
    }
  };

  const release = async (line: PartLine) => {
    if (!order) return;
    const id = order.id;
    const qty = line.reserved;
    setBusy(true);
    try {
      await callTool("release_part", { work_order_id: id, sku: line.sku, quantity: qty });
      setMessage(`Released ${qty} × ${line.name} from ${id}`);
    } catch (e) {
      setMessage(`Not released: ${errorText(e)}`);
    } finally {
      await readBack(id);
      setBusy(false);
    }
  };

  const lowCount = (parts ?? []).filter((p) => p.available <= p.reorder_level).length;

  return (
    <main className="counter">
      <h1>Parts counter</h1>

      <div className="bar">
        <label>
          Work order
          <input
            type="text"
            value={lookup}
            onChange={(e) => setLookup(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") void openOrder(lookup);
            }}
          />
        </label>
        <button type="button" onClick={() => void openOrder(lookup)} disabled={busy}>
          Open order
        </button>
        <button type="button" className="plain" onClick={() => void refresh()} disabled={busy}>
          Refresh
        </button>
      </div>

      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}

      {order && (
        <section aria-labelledby="order-heading">
          <h2 id="order-heading">Work order {order.id}</h2>
          <p className="meta">{order.title}</p>
          <p className="meta">Status: {statusText(order.status)}</p>
          <p className="meta">Priority: {order.priority}</p>
          {order.parts.length === 0 ? (
            <p>No parts on this order</p>
          ) : (
            <table aria-label={`Part lines of ${order.id}`}>
              <thead>
                <tr>
                  <th>SKU</th>
                  <th>Part</th>
                  <th className="num">Reserved</th>
                  <th className="num">Issued</th>
                  <th className="num">Returned</th>
                  <th className="num">Net issued</th>
                  <th className="num">Cost</th>
                  <th>Actions</th>
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
                    <td>
                      <span className="actions">
                        {line.net_issued > 0 && (
                          <button type="button" className="plain" onClick={() => void returnOne(line)} disabled={busy}>
                            Return 1
                          </button>
                        )}
                        {line.reserved > 0 && (
                          <button type="button" className="plain" onClick={() => void release(line)} disabled={busy}>
                            Release
                          </button>
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="meta">Parts cost: {money(order.parts_cost)}</p>

          <div className="bar">
            <label>
              Part
              <select value={chosenSku} onChange={(e) => setPartSku(e.target.value)}>
                {(parts ?? []).map((p) => (
                  <option key={p.sku} value={p.sku}>
                    {p.sku} {p.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Quantity
              <input type="number" value={qtyText} onChange={(e) => setQtyText(e.target.value)} />
            </label>
            <button type="button" onClick={() => void issue()} disabled={busy}>
              Issue
            </button>
          </div>
        </section>
      )}

      <section aria-labelledby="stores-heading">
        <h2 id="stores-heading">Stores</h2>
        {parts === null ? (
          <p>Reading the stores…</p>
        ) : (
          <>
            <p>Low on stock: {lowCount}</p>
            <table aria-label="Stores">
              <thead>
                <tr>
                  <th>SKU</th>
                  <th>Part</th>
                  <th className="num">On hand</th>
                  <th className="num">Reserved</th>
                  <th className="num">Available</th>
                  <th className="num">Reorder level</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {parts.map((p) => {
                  const low = p.available <= p.reorder_level;
                  return (
                    <tr key={p.sku}>
                      <td>{p.sku}</td>
                      <td>{p.name}</td>
                      <td className="num">{p.on_hand}</td>
                      <td className="num">{p.reserved}</td>
                      <td className="num">{p.available}</td>
                      <td className="num">{p.reorder_level}</td>
                      <td className={low ? "low" : undefined}>{low ? "Low" : "OK"}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </>
        )}
      </section>
    </main>
  );
}
