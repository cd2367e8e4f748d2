import { ranked, rateOf } from './shift';
import { fmtHours, fmtPicks, fmtRate } from './numbers';

export function RateTable() {
  return (
    <table className="grid-table">
      <thead>
        <tr>
          <th scope="col">Picker</th>
          <th scope="col">Zone</th>
          <th scope="col" className="num">Picks</th>
          <th scope="col" className="num">Hours</th>
          <th scope="col" className="num">Picks per hour</th>
        </tr>
      </thead>
      <tbody>
        {ranked.map((p) => (
          <tr key={p.name}>
            <td>{p.name}</td>
            <td>{p.zone}</td>
            <td className="num">{fmtPicks(p.picks)}</td>
            <td className="num">{fmtHours(p.hours)}</td>
            <td className="num">{fmtRate(rateOf(p))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
