import { formatWeeks, type Status, type SupplyRow } from './supply';

const STATUS_CLASS: Record<Status, string> = {
  'Reorder now': 'tag tag-reorder',
  Low: 'tag tag-low',
  OK: 'tag tag-ok',
};

interface Props {
  rows: SupplyRow[];
}

export function StockTable({ rows }: Props) {
  return (
    <table className="stock">
      <thead>
        <tr>
          <th scope="col">Vaccine</th>
          <th scope="col" className="num">Doses on hand</th>
          <th scope="col" className="num">Weekly use (doses)</th>
          <th scope="col" className="num">Weeks of supply</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td className="num">{r.onHand}</td>
            <td className="num">{r.weeklyUse}</td>
            <td className="num">{formatWeeks(r.weeks)}</td>
            <td>
              <span className={STATUS_CLASS[r.status]}>{r.status}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
