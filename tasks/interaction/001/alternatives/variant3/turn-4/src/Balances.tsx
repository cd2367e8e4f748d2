import { PEOPLE } from "./people";
import type { Person } from "./people";
import { toCents, usd } from "./money";

interface Props {
  paidBy: Record<Person, number>;
  total: number;
}

function describe(person: Person, balance: number): string {
  const cents = toCents(balance);
  if (cents > 0) return `${person} is owed ${usd(balance)}`;
  if (cents < 0) return `${person} owes ${usd(balance)}`;
  return `${person} is settled`;
}

export default function Balances({ paidBy, total }: Props) {
  const share = total / PEOPLE.length;

  return (
    <section className="panel">
      <h2>Balances</h2>
      <p className="muted small">Everything is split evenly three ways.</p>
      <ul className="tally">
        {PEOPLE.map((p) => {
          const balance = paidBy[p] - share;
          const cents = toCents(balance);
          const tone = cents > 0 ? "credit" : cents < 0 ? "debit" : "even";
          return (
            <li key={p} className={`balance balance--${tone}`}>
              {describe(p, balance)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
