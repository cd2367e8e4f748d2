import type { MonthLaunches } from "./data";
import { formatRate, meetsTarget } from "./rates";
import { formatMinSec } from "./time";

const TEN_MINUTES = 600;

export default function MonthsTable({ months }: { months: MonthLaunches[] }) {
  const launches = months.reduce((sum, m) => sum + m.launches, 0);
  const onTarget = months.reduce((sum, m) => sum + m.onTarget, 0);
  // Weighted by launches: total crew time over all the season's launches, to the nearest second.
  const seasonSeconds = Math.round(months.reduce((sum, m) => sum + m.averageSeconds * m.launches, 0) / launches);
  const slowMonths = months.filter((m) => m.averageSeconds > TEN_MINUTES).length;

  return (
    <>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="num">Launches</th>
              <th scope="col" className="num">Within 10 minutes</th>
              <th scope="col" className="num">Average launch time</th>
              <th scope="col" className="num">On-target rate</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td className="num">{m.launches}</td>
                <td className="num">{m.onTarget}</td>
                <td className="num">{formatMinSec(m.averageSeconds)}</td>
                <td className="num">{formatRate(m.onTarget, m.launches)}</td>
                <td>{meetsTarget(m.onTarget, m.launches) ? "Met" : "Missed"}</td>
              </tr>
            ))}
            <tr className="total-row">
              <th scope="row">Season</th>
              <td className="num">{launches}</td>
              <td className="num">{onTarget}</td>
              <td className="num">{formatMinSec(seasonSeconds)}</td>
              <td className="num">{formatRate(onTarget, launches)}</td>
              <td>{meetsTarget(onTarget, launches) ? "Met" : "Missed"}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <ul className="lines">
        <li>
          Months averaging over 10:00: {slowMonths} of {months.length}
        </li>
      </ul>
    </>
  );
}
