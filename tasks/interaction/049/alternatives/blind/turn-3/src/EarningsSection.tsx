import type { Earning } from "./earnings";
import { totalPayout } from "./earnings";
import { formatPounds } from "./money";

interface Props {
  earnings: Earning[];
}

export default function EarningsSection({ earnings }: Props) {
  return (
    <section className="card" aria-labelledby="earnings-heading">
      <h2 id="earnings-heading">Earnings</h2>
      {earnings.length === 0 ? (
        <p className="muted">Nobody to pay yet</p>
      ) : (
        <ul className="plain-list">
          {earnings.map((e) => (
            <li key={e.child.id}>
              {e.child.name}: {formatPounds(e.pence)}
              {e.capped ? " (capped)" : ""}
            </li>
          ))}
        </ul>
      )}
      <p className="summary">Total payout: {formatPounds(totalPayout(earnings))}</p>
    </section>
  );
}
