import { CONCESSIONS, type Applicant, type Concession, type Plot } from "./types";
import { formatMaybe } from "./money";
import { isLet, plotFigures, totals } from "./figures";

type Props = {
  plots: Plot[];
  applicants: Applicant[];
  rateMilli: number | null;
  notice: string | null;
  onConcession: (id: number, concession: Concession) => void;
  onRemove: (id: number) => void;
  onEndTenancy: (id: number) => void;
  onOffer: (id: number) => void;
  onAccept: (id: number) => void;
  onDecline: (id: number) => void;
};

function tenantText(plot: Plot, applicants: Applicant[]): string {
  if (plot.tenant !== null) return plot.tenant;
  if (plot.offerTo !== null) {
    const applicant = applicants.find((a) => a.id === plot.offerTo);
    if (applicant) return `Offered to ${applicant.name}`;
  }
  return "Vacant";
}

export default function PlotTable(props: Props) {
  const { plots, applicants, rateMilli, notice, onConcession, onRemove, onEndTenancy, onOffer, onAccept, onDecline } =
    props;
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
                <td className={plot.tenant === null ? "vacant" : undefined}>{tenantText(plot, applicants)}</td>
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
                    {!isLet(plot) && plot.offerTo === null && (
                      <button type="button" onClick={() => onOffer(plot.id)}>
                        Offer
                      </button>
                    )}
                    {!isLet(plot) && plot.offerTo !== null && (
                      <>
                        <button type="button" className="primary" onClick={() => onAccept(plot.id)}>
                          Accept
                        </button>
                        <button type="button" onClick={() => onDecline(plot.id)}>
                          Decline
                        </button>
                      </>
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
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
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
