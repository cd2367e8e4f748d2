import { PEOPLE } from "./people";
import type { Person } from "./people";
import { convert, format, toCents } from "./money";
import type { Currency } from "./money";

interface Props {
  paidBy: Record<Person, number>;
  total: number;
  currency: Currency;
}

export default function Balances({ paidBy, total, currency }: Props) {
  const share = total / PEOPLE.length;

  return (
    <section className="panel">
      <h2>Balances</h2>
      <p className="muted small">Everything is split evenly three ways.</p>
      <ul className="tally">
        {PEOPLE.map((p) => {
          const balance = convert(paidBy[p] - share, currency);
          const cents = toCents(balance);
          const amount = format(balance, currency);
          let text = `${p} is settled`;
          let tone = "even";
          if (cents > 0) {
            text = `${p} is owed ${amount}`;
            tone = "credit";
          } else if (cents < 0) {
            text = `${p} owes ${amount}`;
            tone = "debit";
          }
          return (
            <li key={p} className={`balance balance--${tone}`}>
              {text}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
