import type { Budget } from "../approvals";
import { dollars } from "../money";

export default function BudgetList({ budgets }: { budgets: Budget[] }) {
  return (
    <ul className="budgets">
      {budgets.map((b) => (
        <li key={b.cost_centre}>
          <span>{`${b.cost_centre} ${b.name}: ${dollars(b.remaining)} remaining`}</span>
          <span className="pending">{`Pending: ${dollars(b.pending_total)}`}</span>
        </li>
      ))}
    </ul>
  );
}
