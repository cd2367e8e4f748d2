import { formatUsd, toCents } from "./money";
import { paidByPerson } from "./PaidSoFar";
import { PEOPLE, type Expense } from "./types";

/** Balance per person in cents: positive = is owed, negative = owes. */
export function balanceCents(expenses: Expense[]): Record<string, number> {
  const paid = paidByPerson(expenses);
  const total = expenses.reduce((sum, e) => sum + e.amount, 0);
  const share = total / PEOPLE.length;
  const result: Record<string, number> = {};
  for (const person of PEOPLE) result[person] = toCents(paid[person] - share);
  return result;
}

export function balanceSentence(person: string, cents: number): string {
  if (cents > 0) return `${person} is owed ${formatUsd(cents / 100)}`;
  if (cents < 0) return `${person} owes ${formatUsd(-cents / 100)}`;
  return `${person} is settled`;
}

export default function Balances({ expenses }: { expenses: Expense[] }) {
  const balances = balanceCents(expenses);
  return (
    <section className="card">
      <h2>Balances</h2>
      <p className="muted">Everything is split evenly three ways.</p>
      <ul className="plain-list">
        {PEOPLE.map((person) => (
          <li key={person}>{balanceSentence(person, balances[person])}</li>
        ))}
      </ul>
    </section>
  );
}
