import { STATIONS } from "./data";
import { formatCount, formatTenths } from "./format";
import { LINE_TOTAL, busiestStation, dailyAverage, shareTenths } from "./stats";

export default function StationsTable() {
  const busiest = busiestStation();
  return (
    <>
      <div className="table-wrap">
        <table className="stations">
          <thead>
            <tr>
              <th scope="col">Station</th>
              <th scope="col">Entries and exits</th>
              <th scope="col">Daily average</th>
              <th scope="col">Share of line</th>
            </tr>
          </thead>
          <tbody>
            {STATIONS.map((st) => (
              <tr key={st.name}>
                <th scope="row">{st.name}</th>
                <td>{formatCount(st.footfall)}</td>
                <td>{formatCount(dailyAverage(st.footfall))}</td>
                <td>{formatTenths(shareTenths(st.footfall))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="line-row">
              <th scope="row">Whole line</th>
              <td>{formatCount(LINE_TOTAL)}</td>
              <td>{formatCount(dailyAverage(LINE_TOTAL))}</td>
              <td>{formatTenths(1000)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="note">
        Busiest station: {busiest.name} ({formatTenths(shareTenths(busiest.footfall))} of the line)
      </p>
    </>
  );
}
