import type { OrderDetail } from "./api";
import { duration, money, utcTime } from "./format";

type Props = {
  orders: OrderDetail[] | null;
  problem: string;
};

export default function ClosedTodaySection({ orders, problem }: Props) {
  const totalCents = (orders ?? []).reduce((sum, o) => sum + Math.round(o.total_cost * 100), 0);
  return (
    <section className="panel" aria-labelledby="closed-heading">
      <div className="panel-head">
        <h2 id="closed-heading">Closed today</h2>
      </div>
      {problem && (
        <p className="alert error" role="alert">
          {problem}
        </p>
      )}
      {orders === null ? (
        !problem && <p className="muted">Loading closed work orders…</p>
      ) : orders.length === 0 ? (
        <p className="empty">Nothing closed today</p>
      ) : (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">Work order</th>
                <th scope="col">Title</th>
                <th scope="col">Closed</th>
                <th scope="col">Labour</th>
                <th scope="col" className="num">Parts</th>
                <th scope="col" className="num">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td>{o.id}</td>
                  <td>{o.title}</td>
                  <td>{o.closed_at ? utcTime(o.closed_at) : ""}</td>
                  <td>{duration(o.labour_minutes)}</td>
                  <td className="num">{money(o.parts_cost)}</td>
                  <td className="num">{money(o.total_cost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="summary">
            Closed today: {orders.length}, total {money(totalCents / 100)}
          </p>
        </>
      )}
    </section>
  );
}
