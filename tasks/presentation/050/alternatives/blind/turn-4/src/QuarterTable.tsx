import type { Quarter } from "./data";
import { formatCount, formatDifference } from "./format";

export default function QuarterTable({ quarters }: { quarters: Quarter[] }) {
  const planned = quarters.reduce((sum, q) => sum + q.planned, 0);
  const connected = quarters.reduce((sum, q) => sum + q.connected, 0);
  const atOrAbove = quarters.filter((q) => q.connected >= q.planned).length;

  return (
    <>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Quarter</th>
              <th scope="col" className="num">Planned</th>
              <th scope="col" className="num">Connected</th>
              <th scope="col" className="num">Difference</th>
            </tr>
          </thead>
          <tbody>
            {quarters.map((q) => (
              <tr key={q.label}>
                <th scope="row">{q.label}</th>
                <td className="num">{formatCount(q.planned)}</td>
                <td className="num">{formatCount(q.connected)}</td>
                <td className="num">{formatDifference(q.connected - q.planned)}</td>
              </tr>
            ))}
            <tr className="total-row">
              <th scope="row">Year</th>
              <td className="num">{formatCount(planned)}</td>
              <td className="num">{formatCount(connected)}</td>
              <td className="num">{formatDifference(connected - planned)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <ul className="lines">
        <li>
          Quarters at or above plan: {atOrAbove} of {quarters.length}
        </li>
      </ul>
    </>
  );
}
