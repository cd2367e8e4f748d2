import type { IncidentType } from "./data";
import { formatRate, meetsTarget } from "./rates";

type Props = { types: IncidentType[]; seasonLaunches: number };

export default function IncidentTable({ types, seasonLaunches }: Props) {
  const rows = [...types].sort((a, b) => b.launches - a.launches);
  const under = types.filter((t) => !meetsTarget(t.onTarget, t.launches)).length;

  return (
    <>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Incident type</th>
              <th scope="col" className="num">Launches</th>
              <th scope="col" className="num">Share of launches</th>
              <th scope="col" className="num">On-target rate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((t) => (
              <tr key={t.type}>
                <th scope="row">{t.type}</th>
                <td className="num">{t.launches}</td>
                <td className="num">{formatRate(t.launches, seasonLaunches)}</td>
                <td className="num">{formatRate(t.onTarget, t.launches)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="lines">
        <li>
          Types under the 90.0% target: {under} of {types.length}
        </li>
      </ul>
    </>
  );
}
