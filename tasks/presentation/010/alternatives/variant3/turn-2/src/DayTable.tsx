import { lowestDay, percent, weekTotals, type DayRow } from './stats';

export default function DayTable({ rows }: { rows: DayRow[] }) {
  const lowest = lowestDay(rows);
  const week = weekTotals(rows);

  return (
    <section className="card" aria-labelledby="by-day-heading">
      <h2 id="by-day-heading">On-time by day</h2>
      <table className="grid-table">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="num">Trips</th>
            <th scope="col" className="num">On time</th>
            <th scope="col" className="num">On-time rate</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const isLowest = r.day === lowest.day;
            return (
              <tr key={r.day} className={isLowest ? 'is-lowest' : undefined}>
                <th scope="row">
                  {r.day}
                  {isLowest && (
                    <>
                      {' '}
                      <span className="tag">Lowest</span>
                    </>
                  )}
                </th>
                <td className="num">{r.scheduled}</td>
                <td className="num">{r.onTime}</td>
                <td className="num">{percent(r.rate)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="week-line">
        Week: {percent(week.rate)} on time ({week.onTime} of {week.scheduled} trips)
      </p>
    </section>
  );
}
