import { useCallback, useEffect, useState } from "react";
import type { FormEvent } from "react";
import { callTool } from "./bridge";
import { readOrder, readParts } from "./api";
import { errorMessage } from "./errors";
import type { OrderDetail, PartLine, PartRow } from "./types";

type Props = { orderId: string; onChanged: () => Promise<void> };
type MoveOut = { work_order: OrderDetail; part: PartRow };

export default function PartsPanel({ orderId, onChanged }: Props) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [parts, setParts] = useState<PartRow[]>([]);
  const [sku, setSku] = useState("");
  const [quantity, setQuantity] = useState("");
  const [message, setMessage] = useState("");
  const [loadError, setLoadError] = useState("");
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const [orderOut, partRows] = await Promise.all([readOrder(orderId), readParts()]);
      setOrder(orderOut.work_order);
      setParts(partRows);
      setSku((current) => (partRows.some((p) => p.sku === current) ? current : partRows[0]?.sku ?? ""));
      setLoadError("");
    } catch (err) {
      setLoadError(`Could not read ${orderId}: ${errorMessage(err)}`);
    }
  }, [orderId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function readBack() {
    await Promise.all([load(), onChanged()]);
  }

  async function reserve(e: FormEvent) {
    e.preventDefault();
    const part = parts.find((p) => p.sku === sku);
    if (!part) return;
    if (part.available <= 0) {
      setMessage(`No ${part.sku} available`);
      return;
    }
    const text = quantity.trim();
    const qty = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(qty) || qty < 1 || qty > part.available) {
      setMessage(`Enter 1 to ${part.available} units`);
      return;
    }
    setBusy(true);
    try {
      const fresh = await readOrder(orderId);
      const out = await callTool<MoveOut>("reserve_part", {
        work_order_id: orderId,
        sku: part.sku,
        quantity: qty,
        evidence_token: fresh.evidence_token,
      });
      setMessage(`Reserved ${qty} ${part.sku} for ${orderId}, ${out.part.available} available`);
      setQuantity("");
    } catch (err) {
      setMessage(`Not reserved: ${errorMessage(err)}`);
    }
    await readBack();
    setBusy(false);
  }

  async function release(line: PartLine) {
    setBusy(true);
    const qty = line.reserved;
    try {
      const out = await callTool<MoveOut>("release_part", { work_order_id: orderId, sku: line.sku, quantity: qty });
      setMessage(`Released ${qty} ${line.sku} from ${orderId}, ${out.part.available} available`);
    } catch (err) {
      setMessage(`Not released: ${errorMessage(err)}`);
    }
    await readBack();
    setBusy(false);
  }

  return (
    <section aria-labelledby="parts-heading">
      <h2 id="parts-heading">Parts for {orderId}</h2>
      {loadError && (
        <p className="error" role="alert">
          {loadError}
        </p>
      )}
      {order &&
        (order.parts.length === 0 ? (
          <p className="line">No parts on this order</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Name</th>
                <th scope="col">Reserved</th>
                <th scope="col">Issued</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {order.parts.map((line) => (
                <tr key={line.sku}>
                  <td>{line.sku}</td>
                  <td>{line.name}</td>
                  <td>{line.reserved}</td>
                  <td>{line.issued}</td>
                  <td>
                    {line.reserved > 0 && (
                      <button
                        type="button"
                        className="secondary"
                        onClick={() => void release(line)}
                        disabled={busy}
                      >
                        Release
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      <form className="pause" onSubmit={reserve} noValidate>
        <label className="wide">
          Part
          <select value={sku} onChange={(e) => setSku(e.target.value)}>
            {parts.map((p) => (
              <option key={p.sku} value={p.sku}>
                {p.sku} {p.name}, {p.available} available
              </option>
            ))}
          </select>
        </label>
        <label>
          Quantity
          <input type="text" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Reserve
        </button>
      </form>
      {message && (
        <p className="msg" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
