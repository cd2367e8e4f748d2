import { QUARTER_NAMES } from "./data";
import { formatMoney, formatShare } from "./format";

interface Props {
  quarterTotals: number[];
  yearTotal: number;
}

export default function QuarterTable({ quarterTotals, yearTotal }: Props) {
  return (
    <section className="panel">
      <h2>Quarterly totals</h2>
      <table className="report-table">
        <thead>
          <tr>
            <th scope="col">Quarter</th>
            <th scope="col" className="num">Total spending</th>
            <th scope="col" className="num">Share of year</th>
          </tr>
        </thead>
        <tbody>
          {QUARTER_NAMES.map((q, i) => (
            <tr key={q}>
              <th scope="row">{q}</th>
              <td className="num">{formatMoney(quarterTotals[i])}</td>
              <td className="num">{formatShare(quarterTotals[i], yearTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="year-total">Year total: {formatMoney(yearTotal)}</p>
    </section>
  );
}
