import type { OrderRow } from "./api";
import { formatDue, formatStatus } from "./api";

interface Props {
  orders: OrderRow[];
  notes: Record<string, string>;
  onNote: (id: string, value: string) => void;
  onComplete: (order: OrderRow) => void;
  busy: boolean;
  messages: string[];
  error: string | null;
}

export default function PmOrdersSection({ orders, notes, onNote, onComplete, busy, messages, error }: Props) {
  return (
    <section className="panel" aria-labelledby="pm-heading">
      <h2 id="pm-heading">PM work orders</h2>
      {messages.length > 0 && (
        <div className="message" role="status">
          {messages.map((m, i) => (
            <p key={i}>{m}</p>
          ))}
        </div>
      )}
      {error && <p className="error">{error}</p>}
      <table>
        <thead>
          <tr>
            <th scope="col">Work order</th>
            <th scope="col">Schedule</th>
            <th scope="col">Asset</th>
            <th scope="col">Technician</th>
            <th scope="col">Status</th>
            <th scope="col">Due</th>
            <th scope="col">Flag</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>{o.id}</td>
              <td>{o.schedule_id ?? ""}</td>
              <td>{o.asset_name}</td>
              <td>{o.technician_name ?? "unassigned"}</td>
              <td>{formatStatus(o.status)}</td>
              <td>{formatDue(o.due_at)}</td>
              <td className="flag">{o.overdue ? "Overdue" : ""}</td>
              <td>
                {o.status === "in_progress" && (
                  <form
                    className="inline-form"
                    noValidate
                    onSubmit={(e) => {
                      e.preventDefault();
                      onComplete(o);
                    }}
                  >
                    <label className="field">
                      <span>Completion note</span>
                      <input
                        type="text"
                        value={notes[o.id] ?? ""}
                        onChange={(e) => onNote(o.id, e.target.value)}
                      />
                    </label>
                    <button type="submit" disabled={busy}>
                      Complete
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
