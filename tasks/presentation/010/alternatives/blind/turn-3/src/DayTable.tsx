import { type DayFigures, lowestDay, pct1, pooled, ratePct } from "./route42";

export default function DayTable({ days }: { days: DayFigures[] }) {
  const lowest = lowestDay(days);
  const week = pooled(days);

  return (
    <section aria-labelledby="by-day-heading" className="sheet-section">
      <h2 id="by-day-heading">On-time by day</h2>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="num">Trips</th>
            <th scope="col" className="num">On time</th>
            <th scope="col" className="num">On-time rate</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => {
            const isLowest = d === lowest;
            return (
              <tr key={d.day} className={isLowest ? "low" : undefined}>
                <th scope="row">{d.day}</th>
                <td className="num">{d.trips}</td>
                <td className="num">{d.onTime}</td>
                <td className="num">{pct1(ratePct(d.onTime, d.trips))}</td>
                <td>{isLowest ? <span className="tag">Lowest</span> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="summary-line">
        Week: {pct1(week.rate)} on time ({week.onTime} of {week.trips} trips)
      </p>
    </section>
  );
}
