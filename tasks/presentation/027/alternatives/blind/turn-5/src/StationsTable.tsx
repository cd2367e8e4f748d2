import type { Station } from "./data";
import { fmtCount, fmtOne, fmtTime } from "./format";
import {
  byResponseFastestFirst,
  meetsStandard,
  ratePer10k,
  stationsMeeting,
  totalIncidents,
  totalResidents,
  weightedAverageSeconds,
} from "./stats";

export default function StationsTable({ list }: { list: Station[] }) {
  const rows = byResponseFastestFirst(list);
  const total = totalIncidents(list);
  const overall = weightedAverageSeconds(list);
  const meeting = stationsMeeting(list);
  const overallRate = ratePer10k(total, totalResidents(list));

  return (
    <section className="card" aria-labelledby="stations-heading">
      <h2 id="stations-heading">Stations</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Station</th>
            <th scope="col" className="num">Incidents</th>
            <th scope="col" className="num">Incidents per 10,000 residents</th>
            <th scope="col" className="num">Average response</th>
            <th scope="col">Area</th>
            <th scope="col">Standard</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => {
            const met = meetsStandard(s);
            return (
              <tr key={s.name}>
                <th scope="row">{s.name}</th>
                <td className="num">{fmtCount(s.incidents)}</td>
                <td className="num">{fmtOne(ratePer10k(s.incidents, s.residents))}</td>
                <td className="num">{fmtTime(s.avgSeconds)}</td>
                <td>{s.area}</td>
                <td>
                  <span className={met ? "badge met" : "badge missed"}>{met ? "Met" : "Missed"}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="total-row">
            <th scope="row">All stations</th>
            <td className="num">{fmtCount(total)}</td>
            <td className="num">{fmtOne(overallRate)}</td>
            <td className="num">{fmtTime(overall)}</td>
            <td></td>
            <td></td>
          </tr>
        </tfoot>
      </table>
      <p className="line">
        Stations meeting their standard: {meeting} of {list.length}
      </p>
    </section>
  );
}
