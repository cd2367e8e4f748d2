import { formatCents } from "./money";
import type { ScheduleRow } from "./loan";

export default function ScheduleTable({ rows }: { rows: ScheduleRow[] }) {
  return (
    <div className="table-wrap">
      <table className="schedule">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Payment</th>
            <th scope="col">Interest</th>
            <th scope="col">Principal</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.month}</th>
              <td>{formatCents(row.payment)}</td>
              <td>{formatCents(row.interest)}</td>
              <td>{formatCents(row.principal)}</td>
              <td>{formatCents(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
