import "./styles.css";
import { PASSES, revenueCents } from "./data";
import { formatCount, formatEuroCents } from "./format";

export default function App() {
  const rows = [...PASSES]
    .map((p) => ({ ...p, revenue: revenueCents(p) }))
    .sort((a, b) => b.revenue - a.revenue);
  const totalSold = rows.reduce((s, r) => s + r.sold, 0);
  const totalRevenue = rows.reduce((s, r) => s + r.revenue, 0);
  const averageCents = Math.round(totalRevenue / totalSold);

  return (
    <main className="report">
      <h1>Montcalvet lift-pass sales, 2025-26 season</h1>

      <section className="card" aria-labelledby="sales-heading">
        <h2 id="sales-heading">Pass sales</h2>
        <table className="sales">
          <thead>
            <tr>
              <th scope="col">Pass</th>
              <th scope="col" className="num">Price</th>
              <th scope="col" className="num">Sold</th>
              <th scope="col" className="num">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td className="num">{formatEuroCents(r.priceCents)}</td>
                <td className="num">{formatCount(r.sold)}</td>
                <td className="num">{formatEuroCents(r.revenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="total">
              <th scope="row">All passes</th>
              <td className="num"></td>
              <td className="num">{formatCount(totalSold)}</td>
              <td className="num">{formatEuroCents(totalRevenue)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="summary-line">Average price paid: {formatEuroCents(averageCents)}</p>
      </section>
    </main>
  );
}
