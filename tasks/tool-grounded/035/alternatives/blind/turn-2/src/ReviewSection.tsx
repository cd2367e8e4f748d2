import type { OrderDetail, Technician } from "./api";
import { duration, money, utcDateTime } from "./format";

type Props = {
  order: OrderDetail;
  technicians: Technician[];
  busy: boolean;
  onClose: () => void;
};

export default function ReviewSection({ order, technicians, busy, onClose }: Props) {
  const techName = (id: string) => technicians.find((t) => t.id === id)?.name ?? id;

  return (
    <section className="panel" aria-labelledby="review-heading">
      <div className="panel-head">
        <h2 id="review-heading">Review {order.id}</h2>
        <div className="actions">
          <button type="button" onClick={onClose} disabled={busy}>
            Close work order
          </button>
        </div>
      </div>
      <p className="order-title">{order.title}</p>
      <p>
        Completed {order.completed_at ? utcDateTime(order.completed_at) : "not recorded"}, due {utcDateTime(order.due_at)}
      </p>
      <p>Note: {order.completion_note ?? ""}</p>

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
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
