import type { Station } from "./data";
import { fmtCount, fmtTime } from "./format";
import { byResponseFastestFirst, totalIncidents, weightedAverageSeconds } from "./stats";

export default function StationsTable({ list }: { list: Station[] }) {
  const rows = byResponseFastestFirst(list);
  const total = totalIncidents(list);
  const overall = weightedAverageSeconds(list);

  return (
    <section className="card" aria-labelledby="stations-heading">
      <h2 id="stations-heading">Stations</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Station</th>
            <th scope="col" className="num">Incidents</th>
            <th scope="col" className="num">Average response</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.name}>
              <th scope="row">{s.name}</th>
              <td className="num">{fmtCount(s.incidents)}</td>
              <td className="num">{fmtTime(s.avgSeconds)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="total-row">
            <th scope="row">All stations</th>
            <td className="num">{fmtCount(total)}</td>
            <td className="num">{fmtTime(overall)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
