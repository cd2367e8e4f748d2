import { byPercentFull, percentFull, totals, type Reservoir } from "./reservoirs";
import { ml, pct } from "./format";

type Props = { reservoirs: Reservoir[] };

export default function ReservoirTable({ reservoirs }: Props) {
  const rows = byPercentFull(reservoirs);
  const all = totals(reservoirs);
  return (
    <table className="data">
      <caption>Position on 31 December 2025, lowest percent full first</caption>
      <thead>
        <tr>
          <th scope="col">Reservoir</th>
          <th scope="col" className="num">Capacity (ML)</th>
          <th scope="col" className="num">Stored (ML)</th>
          <th scope="col" className="num">Percent full</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td className="num">{ml(r.capacity)}</td>
            <td className="num">{ml(r.stored)}</td>
            <td className="num">{pct(percentFull(r))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{all.name}</th>
          <td className="num">{ml(all.capacity)}</td>
          <td className="num">{ml(all.stored)}</td>
          <td className="num">{pct(percentFull(all))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
