import type { Budget } from "./api";
import { formatUsd } from "./money";

export default function BudgetsTable({ budgets }: { budgets: Budget[] }) {
  if (budgets.length === 0) return <p className="muted">No cost centres found.</p>;
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Cost centre</th>
          <th scope="col">Name</th>
          <th scope="col" className="num">Remaining</th>
          <th scope="col" className="num">Pending</th>
          <th scope="col">Covers pending</th>
        </tr>
      </thead>
      <tbody>
        {budgets.map((b) => {
          const covers = b.remaining >= b.pending_total;
          return (
            <tr key={b.cost_centre}>
              <td className="mono">{b.cost_centre}</td>
              <td>{b.name}</td>
              <td className="num">{formatUsd(b.remaining)}</td>
              <td className="num">{formatUsd(b.pending_total)}</td>
              <td>
                <span className={covers ? "tag tag-ok" : "tag tag-bad"}>{covers ? "Yes" : "No"}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
