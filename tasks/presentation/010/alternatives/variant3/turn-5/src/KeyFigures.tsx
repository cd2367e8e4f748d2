import { percent, TARGET, weekTotals, type DayRow } from './stats';

export default function KeyFigures({ rows }: { rows: DayRow[] }) {
  const week = weekTotals(rows);
  const ranked = [...rows].sort((a, b) => a.rate - b.rate);
  const lowest = ranked[0];
  const belowTarget = rows.filter((r) => r.rate < TARGET).length;

  return (
    <section className="card key-figures" aria-labelledby="key-heading">
      <h2 id="key-heading">Key figures</h2>
      <div className="stat-row">
        <p className="stat">
          On time this week: <strong>{percent(week.rate)}</strong>
        </p>
        <p className="stat">
          Lowest day: <strong>{lowest.day}</strong> ({percent(lowest.rate)})
        </p>
        <p className="stat">
          Days below target: <strong>{belowTarget}</strong> of {rows.length}
        </p>
      </div>
    </section>
  );
}
