import { quarters, yearTotal, type MonthCount } from "./passengers";
import { count, oneDecimal } from "./format";

type Props = { months: MonthCount[] };

export default function QuarterTable({ months }: Props) {
  const total = yearTotal(months);
  return (
    <table className="routes quarters">
      <thead>
        <tr>
          <th scope="col">Quarter</th>
          <th scope="col" className="n">Passengers</th>
          <th scope="col" className="n">Share of year</th>
        </tr>
      </thead>
      <tbody>
        {quarters(months).map((q) => (
          <tr key={q.name}>
            <td>{q.name}</td>
            <td className="n">{count(q.passengers)}</td>
            <td className="n">{oneDecimal((q.passengers / total) * 100)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
