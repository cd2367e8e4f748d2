import { QUARTERS, quarterTotals, totals2023, yearTotal } from './data';
import { money, share, signedChange } from './format';

export function QuarterTable() {
  return (
    <section className="block">
      <h2>Quarterly totals</h2>
      <table className="figures">
        <thead>
          <tr>
            <th scope="col">Quarter</th>
            <th scope="col">Total spending</th>
            <th scope="col">Share of year</th>
            <th scope="col">Change vs 2023</th>
          </tr>
        </thead>
        <tbody>
          {QUARTERS.map((q, i) => (
            <tr key={q}>
              <th scope="row">{q}</th>
              <td>{money(quarterTotals[i])}</td>
              <td>{share(quarterTotals[i], yearTotal)}</td>
              <td className={quarterTotals[i] < totals2023[i] ? 'down' : 'up'}>
                {signedChange(quarterTotals[i], totals2023[i])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="total-line">{`Year total: ${money(yearTotal)}`}</p>
    </section>
  );
}
