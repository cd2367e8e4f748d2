import type { OrderRow } from "./api";
import { formatDue, formatStatus } from "./api";

interface Props {
  orders: OrderRow[];
  error: string | null;
}

export default function PmOrdersSection({ orders, error }: Props) {
  return (
    <section className="panel" aria-labelledby="pm-heading">
      <h2 id="pm-heading">PM work orders</h2>
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
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
