import { useState } from "react";
import { errorText, readOrder, returnPart } from "./api";
import type { OrderDetail, PartLine, Technician } from "./api";
import { duration, money, utcDateTime } from "./format";

type Props = {
  order: OrderDetail;
  technicians: Technician[];
  busy: boolean;
  onClose: () => void;
  onReadBack: (order: OrderDetail) => void;
};

export default function ReviewSection({ order, technicians, busy, onClose, onReadBack }: Props) {
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [working, setWorking] = useState(false);

  const techName = (id: string) => technicians.find((t) => t.id === id)?.name ?? id;

  async function handleReturn(line: PartLine) {
    const raw = (quantities[line.sku] ?? "").trim();
    const qty = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(qty) || qty < 1 || qty > line.net_issued) {
      setRowErrors((e) => ({ ...e, [line.sku]: `Enter 1 to ${line.net_issued} units` }));
      return;
    }
    setRowErrors((e) => ({ ...e, [line.sku]: "" }));
    setWorking(true);
    try {
      const res = await returnPart(order.id, line.sku, qty);
      setMessage({
        text: `Returned ${qty} ${line.sku} from ${order.id}, ${res.part.on_hand} on hand`,
        error: false,
      });
      setQuantities((q) => ({ ...q, [line.sku]: "" }));
    } catch (err) {
      setMessage({ text: `Not returned: ${errorText(err)}`, error: true });
    }
    try {
      const { work_order } = await readOrder(order.id);
      onReadBack(work_order);
    } catch (err) {
      setMessage((m) => ({ text: `${m ? `${m.text}. ` : ""}Could not read ${order.id} back: ${errorText(err)}`, error: true }));
    }
    setWorking(false);
  }

  return (
    <section className="panel" aria-labelledby="review-heading">
      <div className="panel-head">
        <h2 id="review-heading">Review {order.id}</h2>
        <div className="actions">
          <button type="button" onClick={onClose} disabled={busy || working}>
            Close work order
          </button>
        </div>
      </div>
      <p className="order-title">{order.title}</p>
      <p>
        Completed {order.completed_at ? utcDateTime(order.completed_at) : "not recorded"}, due {utcDateTime(order.due_at)}
      </p>
      <p>Note: {order.completion_note ?? ""}</p>
      {message && (
        <p className={`alert ${message.error ? "error" : "ok"}`} role="status">
          {message.text}
        </p>
      )}

      <h3>Labour</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Entry</th>
            <th scope="col">Technician</th>
            <th scope="col">Time</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {order.labour.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.id}</td>
              <td>{techName(entry.technician_id)}</td>
              <td>{duration(entry.minutes)}</td>
              <td>{entry.note ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>Parts</h3>
      {order.parts.length === 0 ? (
        <p className="empty">No parts drawn</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Name</th>
              <th scope="col" className="num">Issued</th>
              <th scope="col" className="num">Returned</th>
              <th scope="col" className="num">Net</th>
              <th scope="col" className="num">Cost</th>
              <th scope="col">
                <span className="sr-only">Return unused units</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.parts.map((line) => (
              <tr key={line.sku}>
                <td>{line.sku}</td>
                <td>{line.name}</td>
                <td className="num">{line.issued}</td>
                <td className="num">{line.returned}</td>
                <td className="num">{line.issued - line.returned}</td>
                <td className="num">{money(line.cost)}</td>
                <td>
                  {line.net_issued > 0 && (
                    <div className="row-form">
                      <label className="field">
                        <span>Return quantity</span>
                        <input
                          type="text"
                          inputMode="numeric"
                          size={4}
                          value={quantities[line.sku] ?? ""}
                          onChange={(e) => setQuantities((q) => ({ ...q, [line.sku]: e.target.value }))}
                        />
                      </label>
                      <button type="button" onClick={() => void handleReturn(line)} disabled={working}>
                        Return
                      </button>
                      {rowErrors[line.sku] && (
                        <p className="field-error" role="alert">
                          {rowErrors[line.sku]}
                        </p>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
