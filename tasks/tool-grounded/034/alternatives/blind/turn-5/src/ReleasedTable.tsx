import type { Payment } from "./api";
import { formatUsd } from "./money";

export default function ReleasedTable({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) return <p className="empty">No payment has been released yet.</p>;
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Payment</th>
          <th scope="col">Request</th>
          <th scope="col">Payee</th>
          <th scope="col" className="num">Amount</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.id}>
            <td className="mono">{p.id}</td>
            <td className="mono">{p.request_id}</td>
            <td>{p.payee}</td>
            <td className="num">{formatUsd(p.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
