import { useState } from "react";
import { formatDuration, statusText, type InHandRow } from "./api";

interface Props {
  orders: InHandRow[] | null;
  error: string;
  onStart: (order: InHandRow) => void;
  onHold: (order: InHandRow, reason: string) => Promise<boolean>;
  onLog: (order: InHandRow, minutes: string) => Promise<boolean>;
}

function Actions({ order, onStart, onHold, onLog }: Pick<Props, "onStart" | "onHold" | "onLog"> & { order: InHandRow }) {
  const [reason, setReason] = useState("");
  const [minutes, setMinutes] = useState("");
  const canHold = order.status === "assigned" || order.status === "in_progress";
  const hold = async () => {
    if (await onHold(order, reason)) setReason("");
  };
  const log = async () => {
    if (await onLog(order, minutes)) setMinutes("");
  };
  return (
    <div className="actions">
      {order.status === "assigned" && (
        <button type="button" onClick={() => onStart(order)}>
          Start
        </button>
      )}
      {order.status === "on_hold" && (
        <button type="button" onClick={() => onStart(order)}>
          Resume
        </button>
      )}
      {canHold && (
        <span className="hold">
          <label className="inline-field">
            <span>Hold reason</span>
            <input type="text" value={reason} onChange={(e) => setReason(e.target.value)} size={16} />
          </label>
          <button type="button" className="secondary" onClick={() => void hold()}>
            Hold
          </button>
        </span>
      )}
      {order.status === "in_progress" && (
        <span className="hold">
          <label className="inline-field">
            <span>Minutes</span>
            <input type="text" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} size={5} />
          </label>
          <button type="button" className="secondary" onClick={() => void log()}>
            Log time
          </button>
        </span>
      )}
    </div>
  );
}

export default function InHandSection({ orders, error, onStart, onHold, onLog }: Props) {
  return (
    <section className="panel" aria-labelledby="in-hand-heading">
      <h2 id="in-hand-heading">In hand</h2>
      {error && <p className="problem">{error}</p>}
      {orders && (
        <table>
          <thead>
            <tr>
              <th scope="col">Work order</th>
              <th scope="col">Title</th>
              <th scope="col">Technician</th>
              <th scope="col">Status</th>
              <th scope="col">Note</th>
              <th scope="col">Labour</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td className="mono">{o.id}</td>
                <td>{o.title}</td>
                <td>{o.technician_name ?? ""}</td>
                <td className="nowrap">{statusText(o.status)}</td>
                <td>{o.status === "on_hold" ? o.hold_reason ?? "" : ""}</td>
                <td className="nowrap">{o.labour_minutes > 0 ? formatDuration(o.labour_minutes) : "none"}</td>
                <td>
                  <Actions order={o} onStart={onStart} onHold={onHold} onLog={onLog} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
