import { Budget } from './inbox';
import { usd } from './money';

export default function BudgetPanel({ budgets }: { budgets: Budget[] }) {
  return (
    <section className="panel">
      <h2>Budgets</h2>
      {budgets.length === 0 ? (
        <p className="muted">Loading budgets…</p>
      ) : (
        <ul className="budgets">
          {budgets.map((b) => (
            <li key={b.cost_centre}>
              <span className="budget-main">
                {b.cost_centre} {b.name}: {usd(b.remaining)} remaining
              </span>
              <span className="budget-pending">Pending: {usd(b.pending_total)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
