import { useState } from "react";
import { completeOrder, errorText, startWork } from "./api";
import type { OrderDetail } from "./api";
import { duration, statusWords } from "./format";

type Props = {
  orders: OrderDetail[] | null;
  problem: string;
  onFinished: () => Promise<void>;
};

function reservedText(order: OrderDetail): string {
  return order.parts
    .filter((p) => p.reserved > 0)
    .map((p) => `${p.reserved} ${p.sku}`)
    .join(", ");
}

export default function UnfinishedSection({ orders, problem, onFinished }: Props) {
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [working, setWorking] = useState(false);

  async function finish(order: OrderDetail) {
    const note = (notes[order.id] ?? "").trim();
    if (note.length < 5 || note.length > 300) {
      setRowErrors((e) => ({ ...e, [order.id]: "A completion note needs 5 to 300 characters" }));
      return;
    }
    setRowErrors((e) => ({ ...e, [order.id]: "" }));
    setWorking(true);
    try {
      if (order.status === "on_hold") {
        await startWork(order.id);
      }
      const done = await completeOrder(order.id, note);
      setMessage({ text: `${done.id} finished, target ${done.met_target ? "met" : "missed"}`, error: false });
      setNotes((n) => ({ ...n, [order.id]: "" }));
    } catch (err) {
      setMessage({ text: `Not finished: ${errorText(err)}`, error: true });
    }
    await onFinished();
    setWorking(false);
  }

  return (
    <section className="panel" aria-labelledby="unfinished-heading">
      <div className="panel-head">
        <h2 id="unfinished-heading">Unfinished</h2>
      </div>
      {message && (
        <p className={`alert ${message.error ? "error" : "ok"}`} role="status">
          {message.text}
        </p>
      )}
      {problem && (
        <p className="alert error" role="alert">
          {problem}
        </p>
      )}
      {orders === null ? (
        !problem && <p className="muted">Loading unfinished work orders…</p>
      ) : orders.length === 0 ? (
        <p className="empty">No work orders in progress or on hold</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Work order</th>
              <th scope="col">Title</th>
              <th scope="col">Technician</th>
              <th scope="col">Status</th>
              <th scope="col">Labour</th>
              <th scope="col">Reserved</th>
              <th scope="col">
                <span className="sr-only">Finish the job</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td>{o.id}</td>
                <td>{o.title}</td>
                <td>{o.technician_name ?? ""}</td>
                <td>{statusWords(o.status)}</td>
                <td>{o.labour_minutes > 0 ? duration(o.labour_minutes) : "none"}</td>
                <td>{reservedText(o)}</td>
                <td>
                  <div className="row-form">
                    <label className="field">
                      <span>Completion note</span>
                      <input
                        type="text"
                        value={notes[o.id] ?? ""}
                        onChange={(e) => setNotes((n) => ({ ...n, [o.id]: e.target.value }))}
                      />
                    </label>
                    <button type="button" onClick={() => void finish(o)} disabled={working}>
                      Finish
                    </button>
                    {rowErrors[o.id] && (
                      <p className="field-error" role="alert">
                        {rowErrors[o.id]}
                      </p>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
