import type { Claim } from "../approvals";
import { dollars } from "../money";

type Props = {
  claims: Claim[];
  busyId: string | null;
  onApprove: (claim: Claim) => void;
};

export default function AwaitingTable({ claims, busyId, onApprove }: Props) {
  if (claims.length === 0) {
    return <p className="quiet">Nothing is waiting for a decision.</p>;
  }
  return (
    <table className="sheet">
      <thead>
        <tr>
          <th scope="col">Claim</th>
          <th scope="col">Requester</th>
          <th scope="col">Description</th>
          <th scope="col">Cost centre</th>
          <th scope="col" className="num">
            Amount
          </th>
          <th scope="col">Decision</th>
        </tr>
      </thead>
      <tbody>
        {claims.map((c) => (
          <tr key={c.id}>
            <th scope="row">{c.id}</th>
            <td>{c.requester}</td>
            <td>{c.title}</td>
            <td>{c.cost_centre}</td>
            <td className="num">{dollars(c.amount)}</td>
            <td className="row-actions">
              <button type="button" disabled={busyId !== null} onClick={() => onApprove(c)}>
                Approve
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
