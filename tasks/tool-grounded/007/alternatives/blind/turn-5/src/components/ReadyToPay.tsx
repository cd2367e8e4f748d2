import type { Claim } from "../approvals";
import { dollars } from "../money";

type Props = {
  claims: Claim[];
  busyId: string | null;
  onPay: (claim: Claim) => void;
};

export default function ReadyToPay({ claims, busyId, onPay }: Props) {
  if (claims.length === 0) {
    return <p className="quiet">No approved claims are waiting for payment.</p>;
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
          <th scope="col">Payment</th>
        </tr>
      </thead>
      <tbody>
        {claims.map((c) => (
          <tr key={c.id}>
            <th scope="row">{c.id}</th>
            <td>{c.title}</td>
            <td className="num">{dollars(c.amount)}</td>
            <td>
              <button type="button" disabled={busyId !== null} onClick={() => onPay(c)}>
                Release payment
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
