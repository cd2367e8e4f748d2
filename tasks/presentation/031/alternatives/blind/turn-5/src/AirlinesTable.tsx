import type { Airline } from "./data";
import { formatChange, formatCount, formatPercent } from "./format";
import { RATINGS, loadFactor, onTimeRate, rating, totals } from "./stats";

interface Props {
  rows: Airline[];
}

export default function AirlinesTable({ rows }: Props) {
  const all = totals(rows);
  const ratingCounts = RATINGS.map((r) => ({
    rating: r,
    count: rows.filter((a) => rating(onTimeRate(a)) === r).length,
  }));
  const grew = rows.filter((a) => a.passengers > a.passengers2025).length;
  return (
    <section className="panel" aria-labelledby="airlines-heading">
      <h2 id="airlines-heading">Airlines</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Airline</th>
            <th scope="col" className="num">Passengers</th>
            <th scope="col" className="num">Change on 2025</th>
            <th scope="col" className="num">Flights</th>
            <th scope="col" className="num">Load factor</th>
            <th scope="col" className="num">On time</th>
            <th scope="col">Rating</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => {
            const rate = onTimeRate(a);
            const r = rating(rate);
            return (
              <tr key={a.name}>
                <th scope="row">{a.name}</th>
                <td className="num">{formatCount(a.passengers)}</td>
                <td className="num">{formatChange(a.passengers, a.passengers2025)}</td>
                <td className="num">{formatCount(a.flights)}</td>
                <td className="num">{formatPercent(loadFactor(a))}</td>
                <td className="num">{formatPercent(rate)}</td>
                <td>
                  <span className={`rating rating-${r.toLowerCase()}`}>{r}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="total-row">
            <th scope="row">All airlines</th>
            <td className="num">{formatCount(all.passengers)}</td>
            <td className="num">{formatChange(all.passengers, all.passengers2025)}</td>
            <td className="num">{formatCount(all.flights)}</td>
            <td className="num">{formatPercent(loadFactor(all))}</td>
            <td className="num">{formatPercent(onTimeRate(all))}</td>
            <td></td>
          </tr>
        </tfoot>
      </table>
      <ul className="summary">
        {ratingCounts.map((c) => (
          <li key={c.rating}>
            {c.rating}: {c.count} of {rows.length} airlines
          </li>
        ))}
        <li>
          Airlines with more passengers than in 2025: {grew} of {rows.length}
        </li>
      </ul>
    </section>
  );
}
