import type { SessionType } from "./data";
import { fmtCount, fmtOneDecimal } from "./format";
import { averageSwims, totals } from "./stats";

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
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td>{fmtCount(r.sessions)}</td>
            <td>{fmtCount(r.swims)}</td>
            <td>{fmtOneDecimal(averageSwims(r))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All sessions</th>
          <td>{fmtCount(all.sessions)}</td>
          <td>{fmtCount(all.swims)}</td>
          <td>{fmtOneDecimal(averageSwims(all))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
