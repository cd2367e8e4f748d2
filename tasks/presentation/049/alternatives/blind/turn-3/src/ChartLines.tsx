import type { MonthLaunches } from "./data";

export default function ChartLines({ months }: { months: MonthLaunches[] }) {
  const busiest = months.reduce((best, m) => (m.launches > best.launches ? m : best), months[0]);
  const total = months.reduce((sum, m) => sum + m.launches, 0);
  const average = Math.round((total / 6) * 10) / 10;

  return (
    <ul className="lines">
      <li>
        Busiest month: {busiest.month} ({busiest.launches} launches)
      </li>
      <li>Average per month: {average.toFixed(1)} launches</li>
    </ul>
  );
}
