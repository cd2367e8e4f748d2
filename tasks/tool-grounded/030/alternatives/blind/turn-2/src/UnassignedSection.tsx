import { useState } from "react";
import { canTake, formatDue, type OrderRow, type Technician } from "./api";

interface Props {
  orders: OrderRow[] | null;
  technicians: Technician[] | null;
  error: string;
  onAssign: (order: OrderRow, technician: Technician) => void;
}

function AssignCell({ order, technicians, onAssign }: { order: OrderRow; technicians: Technician[]; onAssign: Props["onAssign"] }) {
  const eligible = technicians.filter((t) => canTake(t, order.trade));
  const [chosen, setChosen] = useState("");
  if (eligible.length === 0) {
    return <span className="none-free">No free {order.trade} technician</span>;
  }
  const current = eligible.find((t) => t.id === chosen) ?? eligible[0];
  return (
    <div className="assign">
      <label className="inline-field">
        <span>Technician</span>
        <select value={current.id} onChange={(e) => setChosen(e.target.value)}>
          {eligible.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({t.capacity_left} free)
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => onAssign(order, current)}>
        Assign
      </button>
    </div>
  );
}

export default function UnassignedSection({ orders, technicians, error, onAssign }: Props) {
  const overdue = orders ? orders.filter((o) => o.overdue).length : 0;
  return (
    <section className="panel" aria-labelledby="unassigned-heading">
      <h2 id="unassigned-heading">Unassigned</h2>
      {error && <p className="problem">{error}</p>}
      {orders && (
        <>
          <p className="summary">
            {orders.length} unassigned, {overdue} overdue
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">Work order</th>
                <th scope="col">Asset</th>
                <th scope="col">Title</th>
                <th scope="col">Priority</th>
                <th scope="col">Trade</th>
                <th scope="col">Due</th>
                <th scope="col">Flag</th>
                <th scope="col">Dispatch</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td className="mono">{o.id}</td>
                  <td>{o.asset_name}</td>
                  <td>{o.title}</td>
                  <td>{o.priority}</td>
                  <td>{o.trade}</td>
                  <td className="nowrap">{formatDue(o.due_at)}</td>
                  <td>{o.overdue ? <span className="flag">Overdue</span> : ""}</td>
                  <td>{technicians && <AssignCell order={o} technicians={technicians} onAssign={onAssign} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
