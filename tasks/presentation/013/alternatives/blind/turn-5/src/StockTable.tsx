import { isBelowTarget, stockDays, unitsToTarget, type StockFigures } from './stock';
import { formatCount, oneDecimal } from './format';

type Props = {
  rows: StockFigures[];
};

export default function StockTable({ rows }: Props) {
  const belowCount = rows.filter(isBelowTarget).length;
  const totalToTarget = rows.reduce((sum, s) => sum + unitsToTarget(s), 0);

  return (
    <>
      <p className="lead-line">
        Groups below target: {belowCount} of {rows.length}
      </p>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Blood group</th>
            <th scope="col">Units in stock</th>
            <th scope="col">Daily issue (units)</th>
            <th scope="col">Stock days</th>
            <th scope="col">Status</th>
            <th scope="col">Units to target</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => {
            const below = isBelowTarget(s);
            return (
              <tr key={s.group}>
                <td>{s.group}</td>
                <td>{formatCount(s.units)}</td>
                <td>{formatCount(s.dailyIssue)}</td>
                <td>{oneDecimal(stockDays(s))}</td>
                <td className={below ? 'status-below' : 'status-on'}>
                  {below ? 'Below target' : 'On target'}
                </td>
                <td>{formatCount(unitsToTarget(s))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="summary-line">Total units to target: {formatCount(totalToTarget)}</p>
    </>
  );
}
