import type { Pontoon } from "./data";
import { marinaTotals } from "./calc";
import { fmtCount, fmtPct } from "./format";

export default function AtAGlance({ pontoons }: { pontoons: Pontoon[] }) {
  const all = marinaTotals(pontoons);
  const cards: [string, string][] = [
    ["Berths", fmtCount(all.berths)],
    ["Let", fmtCount(all.let)],
    ["Occupancy", fmtPct(all.occTenths)],
    ["Visitor nights", fmtCount(all.visitorNights)],
  ];

  return (
    <section className="block" aria-labelledby="glance-title">
      <h2 id="glance-title">At a glance</h2>
      <div className="cards">
        {cards.map(([label, value]) => (
          <div className="card" key={label}>
            <div className="card-label">{label}</div>
            <div className="card-value">{value}</div>
          </div>
        ))}
      </div>
    </section>
  );
}
