import type { Month } from "./data";
import { formatCount, formatPercent } from "./format";

export default function MonthlyLines({ months }: { months: Month[] }) {
  const busiest = months.reduce((best, m) => (m.school + m.public > best.school + best.public ? m : best), months[0]);
  const school = months.reduce((sum, m) => sum + m.school, 0);
  const all = months.reduce((sum, m) => sum + m.school + m.public, 0);

  return (
    <ul className="lines">
      <li>
        Busiest month: {busiest.month} ({formatCount(busiest.school + busiest.public)} visitors)
      </li>
      <li>School groups: {formatPercent(school, all)} of all visitors</li>
    </ul>
  );
}
