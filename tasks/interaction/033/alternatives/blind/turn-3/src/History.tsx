import { statusOf } from "./bands";
import { PARAMS, formatValue, type Reading } from "./water";

export type Order = "newest" | "oldest";
export type ShowFilter = "all" | "warning" | "danger";

type Props = {
  readings: Reading[];
  order: Order;
  show: ShowFilter;
  onOrderChange: (order: Order) => void;
  onShowChange: (show: ShowFilter) => void;
  onRemove: (id: number) => void;
};

export default function History({ readings, order, show, onOrderChange, onShowChange, onRemove }: Props) {
  const rows = readings
    .map((reading) => ({ reading, status: statusOf(reading) }))
    .filter(({ status }) => {
      if (show === "warning") return status.band !== "Safe";
      if (show === "danger") return status.band === "Danger";
      return true;
    })
    .sort((a, b) =>
      order === "newest" ? b.reading.date.localeCompare(a.reading.date) : a.reading.date.localeCompare(b.reading.date),
    );

  return (
    <section className="card" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <div className="table-controls">
        <div className="field">
          <label htmlFor="order-select">Order</label>
          <select id="order-select" value={order} onChange={(e) => onOrderChange(e.target.value as Order)}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="show-select">Show</label>
          <select id="show-select" value={show} onChange={(e) => onShowChange(e.target.value as ShowFilter)}>
            <option value="all">All readings</option>
            <option value="warning">Warning or danger</option>
            <option value="danger">Danger only</option>
          </select>
        </div>
      </div>
      {readings.length === 0 ? (
        <p className="muted">No readings logged yet</p>
      ) : rows.length === 0 ? (
        <p className="muted">No readings match this filter</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                {PARAMS.map((param) => (
                  <th scope="col" key={param.key}>
                    {param.name}
                  </th>
                ))}
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ reading, status }) => (
                <tr key={reading.id}>
                  <td>{reading.date}</td>
                  {PARAMS.map((param) => (
                    <td key={param.key} className="num">
                      {formatValue(param, reading[param.key])}
                    </td>
                  ))}
                  <td className={`status band-${status.band.toLowerCase()}`}>{status.text}</td>
                  <td>
                    <div className="row-actions">
                      <button type="button" onClick={() => onRemove(reading.id)}>
                        Remove
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="count">
        Showing {rows.length} of {readings.length} readings
      </p>
    </section>
  );
}
