import { withinCover, type RequestSummary } from "./api";
import { formatUsd } from "./money";

type Props = {
  rows: RequestSummary[];
  busy: boolean;
  onApprove: (request: RequestSummary) => void;
};

export default function WaitingTable({ rows, busy, onApprove }: Props) {
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
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const within = withinCover(r);
            return (
              <tr key={r.id}>
                <td className="mono">{r.id}</td>
                <td>{r.title}</td>
                <td>{r.requester}</td>
                <td className="mono">{r.cost_centre}</td>
                <td className="num">{formatUsd(r.amount)}</td>
                <td>
                  {within ? (
                    <span className="tag ok">Within cover</span>
                  ) : (
                    <span className="tag hold">Left for Marcus</span>
                  )}
                </td>
                <td>
                  {within && (
                    <div className="row-actions">
                      <button type="button" className="primary" disabled={busy} onClick={() => onApprove(r)}>
                        Approve
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
