import type { MonthRow } from "./data";
import { withCommas } from "./numbers";

type Props = { rows: MonthRow[] };

export function Highlights({ rows }: Props) {
  let busiest = rows[0];
  let quietest = rows[0];
  for (const r of rows) {
    if (r.visits2025 > busiest.visits2025) busiest = r;
    if (r.visits2025 < quietest.visits2025) quietest = r;
  }
  return (
    <section className="highlights">
      <h2>Highlights</h2>
      <p>{`Busiest month: ${busiest.month} 2025 (${withCommas(busiest.visits2025)} visits)`}</p>
      <p>{`Quietest month: ${quietest.month} 2025 (${withCommas(quietest.visits2025)} visits)`}</p>
    </section>
  );
}
