import { Fragment } from "react";
import { STATIONS, ZONES } from "./data";
import { formatCount, formatSignedTenths, formatTenths } from "./format";
import {
  LINE_LAST_YEAR,
  LINE_TOTAL,
  busierCount,
  busiestStation,
  changeTenths,
  dailyAverage,
  shareTenths,
  zoneLastYear,
  zoneTotal,
} from "./stats";

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
              <th scope="col">Change on 2025</th>
              <th scope="col">Daily average</th>
              <th scope="col">Share of line</th>
            </tr>
          </thead>
          <tbody>
            {ZONES.map((zone) => {
              const total = zoneTotal(zone);
              return (
                <Fragment key={zone}>
                  {STATIONS.filter((st) => st.zone === zone).map((st) => (
                    <tr key={st.name}>
                      <th scope="row">{st.name}</th>
                      <td>{formatCount(st.footfall)}</td>
                      <td>{formatSignedTenths(changeTenths(st.footfall, st.lastYear))}</td>
                      <td>{formatCount(dailyAverage(st.footfall))}</td>
                      <td>{formatTenths(shareTenths(st.footfall))}</td>
                    </tr>
                  ))}
                  <tr className="zone-row">
                    <th scope="row">Zone {zone} total</th>
                    <td>{formatCount(total)}</td>
                    <td>{formatSignedTenths(changeTenths(total, zoneLastYear(zone)))}</td>
                    <td>{formatCount(dailyAverage(total))}</td>
                    <td>{formatTenths(shareTenths(total))}</td>
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="line-row">
              <th scope="row">Whole line</th>
              <td>{formatCount(LINE_TOTAL)}</td>
              <td>{formatSignedTenths(changeTenths(LINE_TOTAL, LINE_LAST_YEAR))}</td>
              <td>{formatCount(dailyAverage(LINE_TOTAL))}</td>
              <td>{formatTenths(1000)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="note">
        Busiest station: {busiest.name} ({formatTenths(shareTenths(busiest.footfall))} of the line)
      </p>
      <p className="note">
        Stations busier than September 2025: {busierCount()} of {STATIONS.length}
      </p>
    </>
  );
}
