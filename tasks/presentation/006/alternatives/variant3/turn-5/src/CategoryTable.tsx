import { categoryTotals, yearTotal } from './data';
import { money, share } from './format';

export function CategoryTable() {
  return (
    <section className="block">
      <h2>Where the money went</h2>
      <table className="figures">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Spent in 2024</th>
            <th scope="col">Share of year</th>
          </tr>
        </thead>
        <tbody>
          {categoryTotals.map((c) => (
            <tr key={c.name}>
              <th scope="row">{c.name}</th>
              <td>{money(c.amount)}</td>
              <td>{share(c.amount, yearTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="sum-row">
            <th scope="row">All categories</th>
            <td>{money(yearTotal)}</td>
            <td>{share(yearTotal, yearTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
