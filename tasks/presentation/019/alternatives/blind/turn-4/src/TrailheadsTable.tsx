import { percent, visits } from "./format";
import { byVisits, share, totalVisits, type Trailhead } from "./park";

type Props = { trailheads: Trailhead[] };

export default function TrailheadsTable({ trailheads }: Props) {
  const rows = byVisits(trailheads);
  const total = totalVisits(trailheads);
  return (
    <table className="data">
      <caption>Sorted by visits, most first</caption>
      <thead>
        <tr>
          <th scope="col">Trailhead</th>
          <th scope="col" className="num">Visits</th>
          <th scope="col" className="num">Share of visits</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <th scope="row">{t.name}</th>
            <td className="num">{visits(t.visits)}</td>
            <td className="num">{percent(share(t.visits, total))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All trailheads</th>
          <td className="num">{visits(total)}</td>
          <td className="num">{percent(100)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
