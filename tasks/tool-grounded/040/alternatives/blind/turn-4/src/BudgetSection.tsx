import { availableCents, toCents, type Budget } from "./api";
import { formatCents } from "./format";

interface Props {
  budget: Budget | null;
  error: string;
}

export default function BudgetSection({ budget, error }: Props) {
  return (
    <section className="panel" aria-labelledby="budget-heading">
      <h2 id="budget-heading">Budget</h2>
      {error && <p className="error" role="alert">{error}</p>}
      {budget === null ? (
        !error && <p className="muted">Reading the budget…</p>
      ) : (
        <ul className="figures">
          <li>Remaining: {formatCents(toCents(budget.remaining))}</li>
          <li>Pending: {formatCents(toCents(budget.pending_total))}</li>
          <li>Available: {formatCents(availableCents(budget))}</li>
        </ul>
      )}
    </section>
  );
}
