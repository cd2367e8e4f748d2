import type { YearSeries } from './data';
import { formatChange, formatCount, sum } from './format';

interface Props {
  months: string[];
  current: YearSeries;
  previous: YearSeries;
}

export default function YearTable({ months, current, previous }: Props) {
  const rows = months.map((month, i) => ({
    month,
    now: current.visits[i],
    before: previous.visits[i],
  }));
  const totalNow = sum(current.visits);
  const totalBefore = sum(previous.visits);

  return (
    <section className="panel">
      <h2>Year on year</h2>
      <table className="yoy">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{current.year}</th>
            <th scope="col">{previous.year}</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.month}>
              <th scope="row">{r.month}</th>
              <td>{formatCount(r.now)}</td>
              <td>{formatCount(r.before)}</td>
              <td className={r.now >= r.before ? 'up' : 'down'}>{formatChange(r.now, r.before)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCount(totalNow)}</td>
            <td>{formatCount(totalBefore)}</td>
            <td className={totalNow >= totalBefore ? 'up' : 'down'}>
              {formatChange(totalNow, totalBefore)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
