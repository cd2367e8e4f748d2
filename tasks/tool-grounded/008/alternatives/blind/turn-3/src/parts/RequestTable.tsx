import type { PurchaseRequest } from "../lib/tools";
import { usd } from "../lib/format";

type Props = {
  requests: PurchaseRequest[];
  working: boolean;
  onApprove: (r: PurchaseRequest) => void;
};

export default function RequestTable({ requests, working, onApprove }: Props) {
  if (requests.length === 0) {
    return <p className="dim">No submitted purchase requests on this cost centre.</p>;
  }
  return (
    <div className="scroller">
      <table className="figures">
        <thead>
          <tr>
            <th scope="col">Request</th>
            <th scope="col">Title</th>
            <th scope="col">Requester</th>
            <th scope="col">Category</th>
            <th scope="col" className="amount">
              Amount
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => (
            <tr key={r.id}>
              <td>{r.id}</td>
              <td>{r.title}</td>
              <td>{r.requester}</td>
              <td>{r.category}</td>
              <td className="amount">{usd(r.amount)}</td>
              <td className="acts">
                <button type="button" disabled={working} onClick={() => onApprove(r)}>
                  Approve
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
