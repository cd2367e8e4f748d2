import { collectionCents, extrasLabel, parcelCount, type BatchRow } from "./batch";
import { DESTINATIONS } from "./postage";
import { formatEuro, formatGrams } from "./format";

type Props = {
  rows: BatchRow[];
  onRemove: (id: number) => void;
  onEdit: (id: number) => void;
  editingId: number | null;
};

export default function BatchTable({ rows, onRemove, onEdit, editingId }: Props) {
  const collection = collectionCents(rows.length);
  const total = rows.reduce((sum, row) => sum + row.totalCents, 0) + collection;

  return (
    <section className="card" aria-labelledby="batch-heading">
      <h2 id="batch-heading">Dispatch batch</h2>
      {rows.length === 0 ? (
        <p className="muted">No parcels in the batch yet</p>
      ) : (
        <table className="batch">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Destination</th>
              <th scope="col">Chargeable weight</th>
              <th scope="col">Extras</th>
              <th scope="col">Postage</th>
              <th scope="col">Total</th>
              <th scope="col">Contents</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={row.id === editingId ? "editing" : undefined}>
                <td>{row.order}</td>
                <td>{row.destination}</td>
                <td className="num">{formatGrams(row.chargeable)}</td>
                <td>{extrasLabel(row)}</td>
                <td className="num">{formatEuro(row.postageCents)}</td>
                <td className="num">{formatEuro(row.totalCents)}</td>
                <td>{row.destination === "Rest of world" ? row.contents : "—"}</td>
                <td>
                  <div className="row-actions">
                    <button type="button" onClick={() => onEdit(row.id)}>
                      Edit
                    </button>
                    <button type="button" onClick={() => onRemove(row.id)}>
                      Remove
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="totals">
        {DESTINATIONS.map((destination) => (
          <p key={destination}>
            {destination}: {parcelCount(rows.filter((row) => row.destination === destination).length)}
          </p>
        ))}
        <p>Parcels: {rows.length}</p>
        <p>Collection: {formatEuro(collection)}</p>
        <p className="strong">Batch total: {formatEuro(total)}</p>
      </div>
    </section>
  );
}
