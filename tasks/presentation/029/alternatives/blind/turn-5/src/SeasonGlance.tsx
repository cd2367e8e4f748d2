import type { Exhibition } from "./data";
import { fmtCount, fmtMoney } from "./format";
import { seasonTotals } from "./stats";

export default function SeasonGlance({ list }: { list: Exhibition[] }) {
  const season = seasonTotals(list);
  return (
    <section className="card" aria-labelledby="glance-heading">
      <h2 id="glance-heading">Season at a glance</h2>
      <p className="line">Total visitors: {fmtCount(season.visitors)}</p>
      <p className="line">Feedback forms: {fmtCount(season.forms)}</p>
      <p className="line">Cost per visitor: {fmtMoney(season.costPerVisitorPence)}</p>
    </section>
  );
}
