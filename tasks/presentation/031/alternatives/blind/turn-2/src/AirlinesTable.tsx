import type { Airline } from "./data";
import { formatCount, formatPercent } from "./format";
import { loadFactor, totals } from "./stats";

interface Props {
  rows: Airline[];
}

export default function AirlinesTable({ rows }: Props) {
  const all = totals(rows);
  return (
    <section className="panel" aria-labelledby="airlines-heading">
      <h2 id="airlines-heading">Airlines</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Airline</th>
            <th scope="col" className="num">Passengers</th>
            <th scope="col" className="num">Flights</th>
            <th scope="col" className="num">Load factor</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.name}>
              <th scope="row">{a.name}</th>
              <td className="num">{formatCount(a.passengers)}</td>
              <td className="num">{formatCount(a.flights)}</td>
              <td className="num">{formatPercent(loadFactor(a))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="total-row">
            <th scope="row">All airlines</th>
            <td className="num">{formatCount(all.passengers)}</td>
            <td className="num">{formatCount(all.flights)}</td>
            <td className="num">{formatPercent(loadFactor(all))}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
