import { formatUsd } from "./money";
import { PEOPLE, type Expense } from "./types";

export function paidByPerson(expenses: Expense[]): Record<string, number> {
  const paid: Record<string, number> = {};
  for (const person of PEOPLE) paid[person] = 0;
  for (const e of expenses) paid[e.paidBy] += e.amount;
  return paid;
}

export default function PaidSoFar({ expenses }: { expenses: Expense[] }) {
  const paid = paidByPerson(expenses);
  return (
    <section className="card">
      <h2>Paid so far</h2>
      <ul className="plain-list">
        {PEOPLE.map((person) => (
          <li key={person}>
            {person}: {formatUsd(paid[person])}
          </li>
        ))}
      </ul>
    </section>
  );
}
