import { HOTEL_ROOMS, type Night } from "./data";
import { nightStatus, occTenths, perPence, weekTotals } from "./calc";
import { fmtCount, fmtMoney, fmtPct } from "./format";

export default function NightsTable({ nights }: { nights: Night[] }) {
  const week = weekTotals(nights);

  return (
    <section className="sec" aria-labelledby="nights-h">
      <h2 id="nights-h">Nights</h2>
      <table className="t">
        <thead>
          <tr>
            <th scope="col">Night</th>
            <th scope="col" className="r">Rooms sold</th>
            <th scope="col" className="r">Occupancy</th>
            <th scope="col" className="r">Average rate</th>
            <th scope="col">Status</th>
            <th scope="col" className="r">RevPAR</th>
          </tr>
        </thead>
        <tbody>
          {nights.map((n) => {
            const status = nightStatus(n);
            return (
              <tr key={n.label}>
                <th scope="row">{n.label}</th>
                <td className="r">{fmtCount(n.roomsSold)}</td>
                <td className="r">{fmtPct(occTenths(n.roomsSold, HOTEL_ROOMS))}</td>
                <td className="r">{fmtMoney(perPence(n.revenuePence, n.roomsSold))}</td>
                <td>
                  <span className={`status status-${status.replace(" ", "-").toLowerCase()}`}>{status}</span>
                </td>
                <td className="r">{fmtMoney(perPence(n.revenuePence, HOTEL_ROOMS))}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Week</th>
            <td className="r">{fmtCount(week.roomsSold)}</td>
            <td className="r">{fmtPct(week.occTenths)}</td>
            <td className="r">{fmtMoney(week.avgRatePence)}</td>
            <td></td>
            <td className="r">{fmtMoney(week.revParPence)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="line">Room revenue for the week: {fmtMoney(week.revenuePence)}</p>
    </section>
  );
}
