import type { CategorySpend } from "./data";
import { sumCents } from "./data";
import { formatMoney, formatShare } from "./format";

interface Props {
  categories: CategorySpend[];
  yearTotal: number;
}

export default function CategoryTable({ categories, yearTotal }: Props) {
  const ranked = categories
    .map((c) => ({ name: c.name, amount: sumCents(c.quarters) }))
    .sort((a, b) => b.amount - a.amount);

  return (
    <section className="panel">
      <h2>Where the money went</h2>
      <table className="report-table">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className="num">Amount in 2024</th>
            <th scope="col" className="num">Share of year</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td className="num">{formatMoney(row.amount)}</td>
              <td className="num">{formatShare(row.amount, yearTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="total-row">
            <th scope="row">All categories</th>
            <td className="num">{formatMoney(yearTotal)}</td>
            <td className="num">{formatShare(yearTotal, yearTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
