import type { ScreenRow } from "./stats";
import { totals } from "./stats";
import { fmtCount, fmtPence } from "./format";

export default function AtAGlance({ rows }: { rows: ScreenRow[] }) {
  const all = totals(rows);
  const cards = [
    { label: "Admissions", figure: fmtCount(all.admissions) },
    { label: "Takings", figure: fmtPence(all.takingsPence) },
    { label: "Average ticket", figure: fmtPence(all.avgTicketPence) },
  ];

  return (
    <section className="panel" aria-labelledby="glance-heading">
      <h2 id="glance-heading">At a glance</h2>
      <div className="cards">
        {cards.map((c) => (
          <div className="card" key={c.label}>
            <p className="card-label">{c.label}</p>
            <p className="card-figure">{c.figure}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
