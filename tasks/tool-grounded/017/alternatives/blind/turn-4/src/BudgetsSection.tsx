import type { Budget } from "./api";
import { formatUsd } from "./money";

export default function BudgetsSection({ budgets }: { budgets: Budget[] }) {
  return (
    <section className="card">
      <h2>Budgets</h2>
      <ul className="plain">
        {budgets.map((b) => (
          <li key={b.cost_centre}>
            {b.cost_centre} {b.name}: {formatUsd(b.remaining)} remaining, {formatUsd(b.pending_total)} pending
          </li>
        ))}
      </ul>
    </section>
  );
}
