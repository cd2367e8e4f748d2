import { formatMaybe, formatPounds } from "./money";
import { isLet, plotFigures } from "./figures";
import { CONCESSIONS, type Plot } from "./types";

/** The society's yearly membership fee per let plot, in pence. */
export const MEMBERSHIP_FEE = 850;

type Props = {
  plots: Plot[];
  rateMilli: number | null;
};

export default function RentSummary({ plots, rateMilli }: Props) {
  const valid = rateMilli !== null;
  const letPlots = plots.filter(isLet);

  const rows = CONCESSIONS.map((concession) => {
    const group = letPlots.filter((p) => p.concession === concession);
    const toPay = group.reduce((sum, p) => sum + (plotFigures(p, rateMilli).pay ?? 0), 0);
    return { concession, count: group.length, toPay: valid ? toPay : null };
  });

  const rentDue = valid ? letPlots.reduce((sum, p) => sum + (plotFigures(p, rateMilli).pay ?? 0), 0) : null;
  const membership = letPlots.length * MEMBERSHIP_FEE;
  const toCollect = rentDue === null ? null : rentDue + membership;
  const notLet = valid
    ? plots.filter((p) => !isLet(p)).reduce((sum, p) => sum + (plotFigures(p, rateMilli).rent ?? 0), 0)
    : null;

  return (
    <section className="card" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Rent summary</h2>
      <table className="summary">
        <thead>
          <tr>
            <th scope="col">Concession</th>
            <th scope="col" className="num">
              Plots
            </th>
            <th scope="col" className="num">
              To pay
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.concession}>
              <td>{row.concession}</td>
              <td className="num">{row.count}</td>
              <td className="num">{formatMaybe(row.toPay)}</td>
            </tr>
          ))}
          <tr className="strong">
            <td>All</td>
            <td className="num">{letPlots.length}</td>
            <td className="num">{formatMaybe(rentDue)}</td>
          </tr>
        </tbody>
      </table>
      <div className="totals">
        <p>Membership: {formatPounds(membership)}</p>
        <p className="strong">To collect: {formatMaybe(toCollect)}</p>
        <p>Not let: {formatMaybe(notLet)}</p>
      </div>
    </section>
  );
}
