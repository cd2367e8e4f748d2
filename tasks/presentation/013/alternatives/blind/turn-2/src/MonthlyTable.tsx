import { busiestMonth, halfYearTotals, perSession, type MonthFigures } from './monthly';
import { formatCount, oneDecimal } from './format';

type Props = {
  months: MonthFigures[];
};

export default function MonthlyTable({ months }: Props) {
  const totals = halfYearTotals(months);
  const busiest = busiestMonth(months);

  return (
    <>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Sessions</th>
            <th scope="col">Donations</th>
            <th scope="col">Donations per session</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <td>{m.month}</td>
              <td>{formatCount(m.sessions)}</td>
              <td>{formatCount(m.donations)}</td>
              <td>{oneDecimal(perSession(m.donations, m.sessions))}</td>
            </tr>
          ))}
          <tr className="total-row">
            <td>January to June</td>
            <td>{formatCount(totals.sessions)}</td>
            <td>{formatCount(totals.donations)}</td>
            <td>{oneDecimal(perSession(totals.donations, totals.sessions))}</td>
          </tr>
        </tbody>
      </table>
      <p className="summary-line">
        Busiest month: {busiest.month} ({formatCount(busiest.donations)} donations)
      </p>
    </>
  );
}
