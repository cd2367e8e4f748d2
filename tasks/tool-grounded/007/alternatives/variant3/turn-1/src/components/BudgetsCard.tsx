import { money } from '../format';
import type { Budget } from '../types';

export default function BudgetsCard({ budgets }: { budgets: Budget[] | null }) {
  return (
    <div className="card">
      <h2>Budgets</h2>
      {budgets === null ? (
        <p className="muted">Reading live budgets…</p>
      ) : (
        <ul className="budget-list">
          {budgets.map((b) => (
            <li key={b.cost_centre}>
              <span className="budget-main">
                {b.cost_centre} {b.name}: {money(b.remaining)} remaining
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
