import type { YearSeries } from './data';
import { formatCount } from './format';

interface Props {
  months: string[];
  series: YearSeries;
}

export default function Highlights({ months, series }: Props) {
  // First month wins on a tie, so the result does not depend on sort stability.
  let busiest = 0;
  let quietest = 0;
  series.visits.forEach((v, i) => {
    if (v > series.visits[busiest]) busiest = i;
    if (v < series.visits[quietest]) quietest = i;
  });

  return (
    <section className="highlights" aria-label="Highlights">
      <h2>Highlights</h2>
      <ul>
        <li>
          <span className="hl-label">Busiest month:</span>{' '}
          {months[busiest]} {series.year} ({formatCount(series.visits[busiest])} visits)
        </li>
        <li>
          <span className="hl-label">Quietest month:</span>{' '}
          {months[quietest]} {series.year} ({formatCount(series.visits[quietest])} visits)
        </li>
      </ul>
    </section>
  );
}
