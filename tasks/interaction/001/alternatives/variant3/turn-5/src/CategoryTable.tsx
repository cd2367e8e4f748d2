import { CATEGORIES } from "./categories";
import type { Category } from "./categories";
import { show } from "./money";
import type { Currency } from "./money";

interface Props {
  subtotals: Record<Category, number>;
  currency: Currency;
}

export default function CategoryTable({ subtotals, currency }: Props) {
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
              <td className="num">{show(subtotals[c], currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
