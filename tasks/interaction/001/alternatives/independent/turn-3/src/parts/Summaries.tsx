import { CREW, type Member } from "../people";
import { formatMoney } from "../money";
import type { Entry } from "./Ledger";

type Props = { entries: Entry[] };

function paidBy(entries: Entry[], member: Member): number {
  return entries.reduce((acc, e) => (e.payer === member ? acc + e.amount : acc), 0);
}

export function PaidPanel({ entries }: Props) {
  return (
    <section className="card" aria-labelledby="paid-heading">
      <h2 id="paid-heading">Paid so far</h2>
      <ul className="people">
        {CREW.map((member) => (
          <li key={member}>{`${member}: ${formatMoney(paidBy(entries, member))}`}</li>
        ))}
      </ul>
    </section>
  );
}

export function BalancePanel({ entries }: Props) {
  const totalCents = Math.round(entries.reduce((acc, e) => acc + e.amount, 0) * 100);
  const shareCents = totalCents / CREW.length;
  return (
    <section className="card" aria-labelledby="balance-heading">
      <h2 id="balance-heading">Balances</h2>
      <ul className="people">
        {CREW.map((member) => {
          const net = Math.round(Math.round(paidBy(entries, member) * 100) - shareCents) / 100;
          const line = net > 0 ? `${member} is owed ${formatMoney(net)}`
            : net < 0 ? `${member} owes ${formatMoney(-net)}`
            : `${member} is settled`;
          return <li key={member}>{line}</li>;
        })}
      </ul>
    </section>
  );
}
