import { ScheduleRow } from './loan';
import { money } from './money';

export default function ScheduleSection({ rows }: { rows: ScheduleRow[] | null }) {
  return (
    <section className="block">
      <h2>Repayment schedule</h2>
      {rows && (
        <div className="table-scroll">
          <table>
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
                  <td>{money(row.payment)}</td>
                  <td>{money(row.interest)}</td>
                  <td>{money(row.principal)}</td>
                  <td>{money(row.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
