import type { OrderDetail } from "./api";
import { duration, money } from "./format";

type Props = {
  orders: OrderDetail[] | null;
  problem: string;
  onRefresh: () => void;
};

export default function AwaitingSection({ orders, problem, onRefresh }: Props) {
  const missed = orders ? orders.filter((o) => o.met_target !== true).length : 0;
  return (
    <section className="panel" aria-labelledby="awaiting-heading">
      <div className="panel-head">
        <h2 id="awaiting-heading">Awaiting sign-off</h2>
        <div className="actions">
          <button type="button" onClick={onRefresh}>
            Refresh
          </button>
        </div>
      </div>
      {problem && (
        <p className="alert error" role="alert">
          {problem}
        </p>
      )}
      {orders === null ? (
        !problem && <p className="muted">Loading completed work orders…</p>
      ) : (
        <>
          <p className="summary">
            Awaiting: {orders.length}, missed target: {missed}
          </p>
          {orders.length === 0 ? (
            <p className="empty">Nothing awaiting sign-off</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Work order</th>
                  <th scope="col">Title</th>
                  <th scope="col">Technician</th>
                  <th scope="col">Labour</th>
                  <th scope="col" className="num">Parts</th>
                  <th scope="col" className="num">Total</th>
                  <th scope="col">Target</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id}>
                    <td>{o.id}</td>
                    <td>{o.title}</td>
                    <td>{o.technician_name ?? ""}</td>
                    <td>{duration(o.labour_minutes)}</td>
                    <td className="num">{money(o.parts_cost)}</td>
                    <td className="num">{money(o.total_cost)}</td>
                    <td>{o.met_target === true ? "Met" : "Missed"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
