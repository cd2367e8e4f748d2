import { SERVICE_LINES } from "./data";
import { formatCount, formatMinSec, formatTenths } from "./format";
import { byOfferedDesc, longestWait, toRow, totals } from "./stats";

export default function ServiceTable() {
  const rows = byOfferedDesc(SERVICE_LINES.map(toRow));
  const all = totals(SERVICE_LINES);
  const metCount = rows.filter((r) => r.met).length;
  const slowest = longestWait(SERVICE_LINES);

  return (
    <>
      <div className="table-wrap">
        <table className="lines">
          <thead>
            <tr>
              <th scope="col">Service line</th>
              <th scope="col">Calls offered</th>
              <th scope="col">Calls answered</th>
              <th scope="col">Abandoned</th>
              <th scope="col">Within 60 seconds</th>
              <th scope="col">Target</th>
              <th scope="col">Average wait</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td>{formatCount(r.offered)}</td>
                <td>{formatCount(r.answered)}</td>
                <td>{formatTenths(r.abandonedTenths)}</td>
                <td>{formatTenths(r.within60Tenths)}</td>
                <td className={r.met ? "met" : "missed"}>{r.met ? "Met" : "Missed"}</td>
                <td>{formatMinSec(r.waitSeconds)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="all-row">
              <th scope="row">All lines</th>
              <td>{formatCount(all.offered)}</td>
              <td>{formatCount(all.answered)}</td>
              <td>{formatTenths(all.abandonedTenths)}</td>
              <td>{formatTenths(all.within60Tenths)}</td>
              <td></td>
              <td>{formatMinSec(all.waitSeconds)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="summary">Lines meeting the 80% target: {metCount} of {rows.length}</p>
      <p className="summary">
        Longest average wait: {slowest.name}, {formatMinSec(slowest.waitSeconds)}
      </p>
    </>
  );
}
