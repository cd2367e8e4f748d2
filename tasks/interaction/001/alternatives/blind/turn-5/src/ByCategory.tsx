import { useMoney } from "./CurrencyContext";
import { CATEGORIES, type Expense } from "./types";

export default function ByCategory({ expenses }: { expenses: Expense[] }) {
  const money = useMoney();
  const subtotals = CATEGORIES.map((category) => ({
    category,
    amount: expenses.filter((e) => e.category === category).reduce((sum, e) => sum + e.amount, 0),
  }));
  return (
    <section className="card">
      <h2 id="by-category-heading">By category</h2>
      <table className="category-table" aria-labelledby="by-category-heading">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {subtotals.map((row) => (
            <tr key={row.category}>
              <th scope="row">{row.category}</th>
              <td>{money(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
