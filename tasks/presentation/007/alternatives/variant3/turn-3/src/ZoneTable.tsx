import type { ZoneSummary } from './shift';
import { rateOf } from './shift';
import { fmtHours, fmtPicks, fmtRate } from './numbers';

export function ZoneTable({ summary }: { summary: ZoneSummary }) {
  const { zone, rows } = summary;
  return (
    <section className="zone">
      <h3>{`${zone} zone`}</h3>
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
          {rows.map((p) => (
            <tr key={p.name}>
              <td>{p.name}</td>
              <td>{p.zone}</td>
              <td className="num">{fmtPicks(p.picks)}</td>
              <td className="num">{fmtHours(p.hours)}</td>
              <td className="num">{fmtRate(rateOf(p))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="subtotal">
            <td>{`${zone} subtotal`}</td>
            <td />
            <td className="num">{fmtPicks(summary.picks)}</td>
            <td className="num">{fmtHours(summary.hours)}</td>
            <td className="num">{fmtRate(summary.rate)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
