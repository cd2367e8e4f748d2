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
