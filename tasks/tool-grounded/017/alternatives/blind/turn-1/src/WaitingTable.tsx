import { withinCover, type RequestSummary } from "./api";
import { formatUsd } from "./money";

type Props = {
  rows: RequestSummary[];
};

export default function WaitingTable({ rows }: Props) {
  if (rows.length === 0) {
    return <p className="muted">No requests are waiting on CC-300 or CC-220.</p>;
  }
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Request</th>
            <th scope="col">Title</th>
            <th scope="col">Requester</th>
            <th scope="col">Cost centre</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Cover</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="mono">{r.id}</td>
              <td>{r.title}</td>
              <td>{r.requester}</td>
              <td className="mono">{r.cost_centre}</td>
              <td className="num">{formatUsd(r.amount)}</td>
              <td>
                {withinCover(r) ? (
                  <span className="tag ok">Within cover</span>
                ) : (
                  <span className="tag hold">Left for Marcus</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
