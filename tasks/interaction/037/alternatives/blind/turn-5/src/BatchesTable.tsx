import type { Batch, Status } from "./lib";
import { attenuation, currentGravity, formatAbv, formatGravity, formatVolume, statusOf } from "./lib";

export type ShowFilter = "all" | Status;

export const SHOW_OPTIONS: { value: ShowFilter; label: string }[] = [
  { value: "all", label: "All batches" },
  { value: "Fermenting", label: "Fermenting" },
  { value: "Ready to bottle", label: "Ready to bottle" },
  { value: "Bottled", label: "Bottled" },
];

type Props = {
  batches: Batch[];
  show: ShowFilter;
  onShowChange: (show: ShowFilter) => void;
  onBottle: (id: number) => void;
  onRemove: (id: number) => void;
};

export default function BatchesTable({ batches, show, onShowChange, onBottle, onRemove }: Props) {
  const shown = show === "all" ? batches : batches.filter((batch) => statusOf(batch) === show);

  return (
    <section className="card" aria-labelledby="batches-heading">
      <h2 id="batches-heading">Batches</h2>
      <div className="field show-field">
        <label htmlFor="batches-show">Show</label>
        <select id="batches-show" value={show} onChange={(e) => onShowChange(e.target.value as ShowFilter)}>
          {SHOW_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {batches.length === 0 ? (
        <p className="muted">No batches yet</p>
      ) : shown.length === 0 ? (
        <p className="muted">No batches with this status</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Volume</th>
                <th scope="col">OG</th>
                <th scope="col">Gravity</th>
                <th scope="col">ABV</th>
                <th scope="col">Attenuation</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((batch) => (
                <tr key={batch.id}>
                  <td>{batch.name}</td>
                  <td>{formatVolume(batch.volume)}</td>
                  <td>{formatGravity(batch.og)}</td>
                  <td>{formatGravity(currentGravity(batch))}</td>
                  <td>{formatAbv(batch)}</td>
                  <td>{attenuation(batch)}%</td>
                  <td>{statusOf(batch)}</td>
                  <td>
                    <div className="actions">
                      {statusOf(batch) === "Ready to bottle" && (
                        <button type="button" className="small" onClick={() => onBottle(batch.id)}>
                          Bottle
                        </button>
                      )}
                      <button type="button" className="small" onClick={() => onRemove(batch.id)}>
                        Remove batch
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="summary">
        Showing {shown.length} of {batches.length} batches
      </p>
      <p className="summary">
        Ready to bottle: {batches.filter((batch) => statusOf(batch) === "Ready to bottle").length}
      </p>
    </section>
  );
}
