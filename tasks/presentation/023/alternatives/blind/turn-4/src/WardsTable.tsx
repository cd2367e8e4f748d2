import { count, pct, percentOf } from "./format";
import { bySurvival, meetsTarget, survival, totalAlive, totalPlanted, type Ward } from "./wards";

type Props = { wards: Ward[] };

export default function WardsTable({ wards }: Props) {
  const rows = bySurvival(wards);
  const planted = totalPlanted(wards);
  const alive = totalAlive(wards);
  return (
    <table className="data">
      <caption>Sorted by survival, highest first</caption>
      <thead>
        <tr>
          <th scope="col">Ward</th>
          <th scope="col" className="num">Planted</th>
          <th scope="col" className="num">Alive after one year</th>
          <th scope="col" className="num">Survival</th>
          <th scope="col" className="center">Target met</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((w) => (
          <tr key={w.name}>
            <th scope="row">{w.name}</th>
            <td className="num">{count(w.planted)}</td>
            <td className="num">{count(w.alive)}</td>
            <td className="num">{pct(survival(w))}</td>
            <td className="center">{meetsTarget(w) ? "Yes" : "No"}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All wards</th>
          <td className="num">{count(planted)}</td>
          <td className="num">{count(alive)}</td>
          <td className="num">{pct(percentOf(alive, planted))}</td>
          <td></td>
        </tr>
      </tfoot>
    </table>
  );
}
