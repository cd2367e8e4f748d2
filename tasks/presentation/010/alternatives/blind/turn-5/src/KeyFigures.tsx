import { type DayFigures, TARGET_PCT, lowestDay, pct1, pooled, ratePct } from "./route42";

export default function KeyFigures({ days }: { days: DayFigures[] }) {
  const week = pooled(days);
  const lowest = lowestDay(days);
  const below = days.filter((d) => ratePct(d.onTime, d.trips) < TARGET_PCT).length;

  return (
    <section aria-labelledby="key-heading" className="sheet-section key">
      <h2 id="key-heading">Key figures</h2>
      <ul className="key-lines">
        <li>On time this week: {pct1(week.rate)}</li>
        {lowest && (
          <li>
            Lowest day: {lowest.day} ({pct1(ratePct(lowest.onTime, lowest.trips))})
          </li>
        )}
        <li>
          Days below target: {below} of {days.length}
        </li>
      </ul>
    </section>
  );
}
