import type { Claim } from "../approvals";
import { dollars } from "../money";

const STATUS_WORD: Record<Claim["status"], string> = {
  submitted: "Submitted",
  approved: "Approved",
  rejected: "Rejected",
  paid: "Paid",
};

export default function DecidedTable({ claims }: { claims: Claim[] }) {
  if (claims.length === 0) {
    return <p className="quiet">No decided claims yet.</p>;
  }
  return (
    <table className="sheet">
      <thead>
        <tr>
          <th scope="col">Claim</th>
          <th scope="col">Description</th>
          <th scope="col" className="num">
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col">Rejection reason</th>
        </tr>
      </thead>
      <tbody>
        {claims.map((c) => (
          <tr key={c.id}>
            <th scope="row">{c.id}</th>
            <td>{c.title}</td>
            <td className="num">{dollars(c.amount)}</td>
            <td>{STATUS_WORD[c.status]}</td>
            <td>{c.rejection_reason ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
