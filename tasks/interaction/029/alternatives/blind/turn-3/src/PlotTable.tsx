import { CONCESSIONS, type Concession, type Plot } from "./types";
import { formatMaybe } from "./money";
import { isLet, plotFigures, totals } from "./figures";

type Props = {
  plots: Plot[];
  rateMilli: number | null;
  onConcession: (id: number, concession: Concession) => void;
  onRemove: (id: number) => void;
  onEndTenancy: (id: number) => void;
};

export default function PlotTable({ plots, rateMilli, onConcession, onRemove, onEndTenancy }: Props) {
  const sums = totals(plots, rateMilli);

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
            <th scope="col" className="num">
              To pay
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {plots.map((plot) => {
            const figures = plotFigures(plot, rateMilli);
            const selectId = `concession-${plot.id}`;
            return (
              <tr key={plot.id}>
                <td>{plot.number}</td>
                <td>{plot.size} m²</td>
                <td className={plot.tenant === null ? "vacant" : undefined}>{plot.tenant ?? "Vacant"}</td>
                <td className="num">{formatMaybe(figures.rent)}</td>
                <td className="num">{formatMaybe(figures.pay)}</td>
                <td>
                  <div className="actions">
                    {isLet(plot) && (
                      <span className="inline-field">
                        <label htmlFor={selectId}>Concession</label>
                        <select
                          id={selectId}
                          value={plot.concession}
                          onChange={(e) => onConcession(plot.id, e.target.value as Concession)}
                        >
                          {CONCESSIONS.map((c) => (
                            <option key={c} value={c}>
                              {c}
                            </option>
                          ))}
                        </select>
                      </span>
                    )}
                    {isLet(plot) && (
                      <button type="button" onClick={() => onEndTenancy(plot.id)}>
                        End tenancy
                      </button>
                    )}
                    <button type="button" className="danger" onClick={() => onRemove(plot.id)}>
                      Remove
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="totals">
        <p>
          Let plots: {sums.letCount} of {plots.length}
        </p>
        <p className="strong">Rent due: {formatMaybe(sums.rentDue)}</p>
        <p>Concessions: {formatMaybe(sums.concessions)}</p>
      </div>
    </section>
  );
}
