import { useContext } from "react";
import { CurrencyContext } from "./CurrencyContext";
import { convert, formatMoney, toCents, type Currency } from "./money";
import { paidByPerson } from "./PaidSoFar";
import { PEOPLE, type Expense } from "./types";

/** Unrounded balance per person in USD: positive = is owed, negative = owes. */
export function balances(expenses: Expense[]): Record<string, number> {
  const paid = paidByPerson(expenses);
  const total = expenses.reduce((sum, e) => sum + e.amount, 0);
  const share = total / PEOPLE.length;
  const result: Record<string, number> = {};
  for (const person of PEOPLE) result[person] = paid[person] - share;
  return result;
}

export function balanceSentence(person: string, usd: number, currency: Currency): string {
  const cents = toCents(convert(usd, currency));
  if (cents > 0) return `${person} is owed ${formatMoney(usd, currency)}`;
  if (cents < 0) return `${person} owes ${formatMoney(usd, currency)}`;
  return `${person} is settled`;
}

export default function Balances({ expenses }: { expenses: Expense[] }) {
  const currency = useContext(CurrencyContext);
  const byPerson = balances(expenses);
  return (
    <section className="card">
      <h2>Balances</h2>
      <p className="muted">Everything is split evenly three ways.</p>
      <ul className="plain-list">
        {PEOPLE.map((person) => (
          <li key={person}>{balanceSentence(person, byPerson[person], currency)}</li>
        ))}
      </ul>
    </section>
  );
}
