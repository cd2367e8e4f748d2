import type { Landing } from "./data";
import { formatKg, formatPounds } from "./format";
import { harbourDuesPence, totals } from "./stats";

interface Props {
  rows: Landing[];
}

export default function AtAGlance({ rows }: Props) {
  const all = totals(rows);
  return (
    <section className="card glance" aria-labelledby="glance-title">
      <h2 id="glance-title">Quarter at a glance</h2>
      <ul className="lines">
        <li>Total landed: {formatKg(all.kg)}</li>
        <li>Total value: {formatPounds(all.valuePence)}</li>
        <li>Harbour dues: {formatPounds(harbourDuesPence(all.valuePence))}</li>
      </ul>
    </section>
  );
}
