import type { Batch } from "./lib";
import { attenuation, currentGravity, formatAbv, formatGravity, formatVolume, statusOf } from "./lib";

type Props = { batches: Batch[] };

export default function BatchesTable({ batches }: Props) {
  return (
    <section className="card" aria-labelledby="batches-heading">
      <h2 id="batches-heading">Batches</h2>
      {batches.length === 0 ? (
        <p className="muted">No batches yet</p>
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
              </tr>
            </thead>
            <tbody>
              {batches.map((batch) => (
                <tr key={batch.id}>
                  <td>{batch.name}</td>
                  <td>{formatVolume(batch.volume)}</td>
                  <td>{formatGravity(batch.og)}</td>
                  <td>{formatGravity(currentGravity(batch))}</td>
                  <td>{formatAbv(batch)}</td>
                  <td>{attenuation(batch)}%</td>
                  <td>{statusOf(batch)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="summary">Batches: {batches.length}</p>
      <p className="summary">
        Ready to bottle: {batches.filter((batch) => statusOf(batch) === "Ready to bottle").length}
      </p>
    </section>
  );
}
