import { count, percent } from "./format";
import { byOccupancy, productionOccupancy, seasonTotals, type Production } from "./season";

type Props = { productions: Production[] };

export default function ProductionsTable({ productions }: Props) {
  const rows = byOccupancy(productions);
  const season = seasonTotals(productions);
  return (
    <table className="data">
      <caption>Sorted by occupancy, highest first</caption>
      <thead>
        <tr>
          <th scope="col">Production</th>
          <th scope="col">Venue</th>
          <th scope="col" className="num">Performances</th>
          <th scope="col" className="num">Seats sold</th>
          <th scope="col" className="num">Occupancy</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.title}>
            <th scope="row">{p.title}</th>
            <td>{p.venue}</td>
            <td className="num">{count(p.performances)}</td>
            <td className="num">{count(p.seatsSold)}</td>
            <td className="num">{percent(productionOccupancy(p))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Season</th>
          <td></td>
          <td className="num">{count(season.performances)}</td>
          <td className="num">{count(season.seatsSold)}</td>
          <td className="num">{percent(season.occupancy)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
