import { formatDue, type OrderRow } from "./api";

interface Props {
  orders: OrderRow[] | null;
  error: string;
}

export default function UnassignedSection({ orders, error }: Props) {
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
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
