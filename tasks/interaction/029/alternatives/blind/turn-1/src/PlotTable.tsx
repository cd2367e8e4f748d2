import type { Plot } from "./types";
import { formatMaybe, rentPence } from "./money";

type Props = {
  plots: Plot[];
  rateMilli: number | null;
};

export default function PlotTable({ plots, rateMilli }: Props) {
  const letPlots = plots.filter((p) => p.tenant !== null);
  const rentDue = rateMilli === null ? null : letPlots.reduce((sum, p) => sum + rentPence(p.size, rateMilli), 0);

  return (
    <section className="card" aria-labelledby="plots-heading">
      <h2 id="plots-heading">Plots</h2>
      <table className="plots">
        <thead>
          <tr>
            <th scope="col">Plot</th>
            <th scope="col">Size</th>
            <th scope="col">Tenant</th>
            <th scope="col" className="num">
              Annual rent
            </th>
          </tr>
        </thead>
        <tbody>
          {plots.map((plot) => (
            <tr key={plot.id}>
              <td>{plot.number}</td>
              <td>{plot.size} m²</td>
              <td className={plot.tenant === null ? "vacant" : undefined}>{plot.tenant ?? "Vacant"}</td>
              <td className="num">{formatMaybe(rateMilli === null ? null : rentPence(plot.size, rateMilli))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="totals">
        <p>
          Let plots: {letPlots.length} of {plots.length}
        </p>
        <p className="strong">Rent due: {formatMaybe(rentDue)}</p>
      </div>
    </section>
  );
}
