import type { SessionType } from "./data";
import { fmtCount, fmtOneDecimal, fmtPercent, fmtPounds } from "./format";
import { averageSwims, incomePence, level, occupancy, placesOffered, totals } from "./stats";

export default function SessionsTable({ rows }: { rows: SessionType[] }) {
  const all = totals(rows);
  return (
    <table className="sessions">
      <thead>
        <tr>
          <th scope="col">Session type</th>
          <th scope="col">Sessions</th>
          <th scope="col">Swims</th>
          <th scope="col">Average swims</th>
          <th scope="col">Occupancy</th>
          <th scope="col">Level</th>
          <th scope="col">Income</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const lv = level(r);
          return (
            <tr key={r.name}>
              <th scope="row">{r.name}</th>
              <td>{fmtCount(r.sessions)}</td>
              <td>{fmtCount(r.swims)}</td>
              <td>{fmtOneDecimal(averageSwims(r))}</td>
              <td>{fmtPercent(occupancy(r.swims, placesOffered(r)))}</td>
              <td>
                <span className={`level level-${lv.toLowerCase()}`}>{lv}</span>
              </td>
              <td>{fmtPounds(incomePence(r))}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All sessions</th>
          <td>{fmtCount(all.sessions)}</td>
          <td>{fmtCount(all.swims)}</td>
          <td>{fmtOneDecimal(averageSwims(all))}</td>
          <td>{fmtPercent(occupancy(all.swims, all.placesOffered))}</td>
          <td></td>
          <td>{fmtPounds(all.incomePence)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
