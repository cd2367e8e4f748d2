import { formatMoney } from './money';
import type { ScheduleRow } from './schedule';

interface Props {
  rows: ScheduleRow[];
}

export default function ScheduleTable({ rows }: Props) {
  return (
    <div className="table-scroll">
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
              <td>{row.month}</td>
              <td>{formatMoney(row.payment)}</td>
              <td>{formatMoney(row.interest)}</td>
              <td>{formatMoney(row.principal)}</td>
              <td>{formatMoney(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
