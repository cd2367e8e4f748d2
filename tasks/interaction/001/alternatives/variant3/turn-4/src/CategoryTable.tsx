import { CATEGORIES } from "./categories";
import type { Category } from "./categories";
import { usd } from "./money";

interface Props {
  subtotals: Record<Category, number>;
}

export default function CategoryTable({ subtotals }: Props) {
  return (
    <section className="panel">
      <table className="breakdown">
        <caption>
          <h2>By category</h2>
        </caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className="num">
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody>
          {CATEGORIES.map((c) => (
            <tr key={c}>
              <th scope="row">{c}</th>
              <td className="num">{usd(subtotals[c])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
