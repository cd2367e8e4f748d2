import type { OrderRow } from "./api";

interface Props {
  orders: OrderRow[] | null;
  error: string;
  onOpen: (id: string) => void;
}

export default function WorkInProgress({ orders, error, onOpen }: Props) {
  return (
    <section className="card" aria-labelledby="wip-heading">
      <h2 id="wip-heading">Work in progress</h2>
      {error && <p className="problem">{error}</p>}
      {orders === null ? (
        <p className="muted">Reading the work orders…</p>
      ) : orders.length === 0 ? (
        <p className="muted">No work orders are in progress</p>
      ) : (
        <ul className="plain wip">
          {orders.map((o) => (
            <li key={o.id}>
              <span>
                {o.id} {o.title} ({o.priority})
              </span>
              <button type="button" className="small secondary" onClick={() => onOpen(o.id)}>
                Open
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
