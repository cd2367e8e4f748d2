import { percent, signedPercent, visits } from "./format";
import { byChange, change, share, totalVisits, totalVisits2025, type Trailhead } from "./park";

type Props = { trailheads: Trailhead[] };

export default function TrailheadsTable({ trailheads }: Props) {
  const rows = byChange(trailheads);
  const total = totalVisits(trailheads);
  const total2025 = totalVisits2025(trailheads);
  return (
    <table className="data">
      <caption>Sorted by change on 2025, largest rise first</caption>
      <thead>
        <tr>
          <th scope="col">Trailhead</th>
          <th scope="col" className="num">Visits</th>
          <th scope="col" className="num">Share of visits</th>
          <th scope="col" className="num">Change on 2025</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <th scope="row">{t.name}</th>
            <td className="num">{visits(t.visits)}</td>
            <td className="num">{percent(share(t.visits, total))}</td>
            <td className="num">{signedPercent(change(t.visits, t.visits2025))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All trailheads</th>
          <td className="num">{visits(total)}</td>
          <td className="num">{percent(100)}</td>
          <td className="num">{signedPercent(change(total, total2025))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
