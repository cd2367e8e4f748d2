import type { Landing } from "./data";
import { formatKg, formatPounds } from "./format";
import { pricePerKgPence, totals } from "./stats";

interface Props {
  rows: Landing[];
}

export default function LandingsTable({ rows }: Props) {
  const all = totals(rows);
  return (
    <section className="card" aria-labelledby="landings-title">
      <h2 id="landings-title">Landings by species</h2>
      <table className="landings">
        <thead>
          <tr>
            <th scope="col">Species</th>
            <th scope="col" className="num">Landed</th>
            <th scope="col" className="num">Value</th>
            <th scope="col" className="num">Price per kg</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={l.species}>
              <th scope="row">{l.species}</th>
              <td className="num">{formatKg(l.kg)}</td>
              <td className="num">{formatPounds(l.valuePence)}</td>
              <td className="num">{formatPounds(pricePerKgPence(l))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All species</th>
            <td className="num">{formatKg(all.kg)}</td>
            <td className="num">{formatPounds(all.valuePence)}</td>
            <td className="num">{formatPounds(pricePerKgPence(all))}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
