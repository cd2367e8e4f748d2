import "./styles.css";
import { PASSES, revenueCents } from "./data";
import { formatCount, formatEuroCents, formatPercent, formatSignedEuroCents } from "./format";
import SoldChart from "./SoldChart";

export default function App() {
  const rows = [...PASSES]
    .map((p) => {
      const revenue = revenueCents(p);
      return { ...p, revenue, versus: revenue - p.budgetCents };
    })
    .sort((a, b) => b.priceCents - a.priceCents);
  const totalSold = rows.reduce((s, r) => s + r.sold, 0);
  const totalRevenue = rows.reduce((s, r) => s + r.revenue, 0);
  const totalBudget = rows.reduce((s, r) => s + r.budgetCents, 0);
  const totalVersus = totalRevenue - totalBudget;
  const atOrAbove = rows.filter((r) => r.versus >= 0).length;
  const averageCents = Math.round(totalRevenue / totalSold);
  const bestSeller = PASSES.reduce((best, p) => (p.sold > best.sold ? p : best));
  const bestShare = (bestSeller.sold / totalSold) * 100;

  return (
    <main className="report">
      <h1>Montcalvet lift-pass sales, 2025-26 season</h1>

      <section className="card glance" aria-labelledby="glance-heading">
        <h2 id="glance-heading">Season at a glance</h2>
        <p className="glance-line">Total revenue: {formatEuroCents(totalRevenue)}</p>
        <p className="glance-line">Passes sold: {formatCount(totalSold)}</p>
        <p className="glance-line">Versus budget: {formatSignedEuroCents(totalVersus)}</p>
      </section>

      <section className="card" aria-labelledby="sales-heading">
        <h2 id="sales-heading">Pass sales</h2>
        <table className="sales">
          <thead>
            <tr>
              <th scope="col">Pass</th>
              <th scope="col" className="num">Price</th>
              <th scope="col" className="num">Sold</th>
              <th scope="col" className="num">Revenue</th>
              <th scope="col" className="num">Budget</th>
              <th scope="col" className="num">Versus budget</th>
              <th scope="col" className="num">Share of revenue</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td className="num">{formatEuroCents(r.priceCents)}</td>
                <td className="num">{formatCount(r.sold)}</td>
                <td className="num">{formatEuroCents(r.revenue)}</td>
                <td className="num">{formatEuroCents(r.budgetCents)}</td>
                <td className={`num ${r.versus < 0 ? "below" : "above"}`}>
                  {formatSignedEuroCents(r.versus)}
                </td>
                <td className="num">{formatPercent((r.revenue / totalRevenue) * 100)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="total">
              <th scope="row">All passes</th>
              <td className="num"></td>
              <td className="num">{formatCount(totalSold)}</td>
              <td className="num">{formatEuroCents(totalRevenue)}</td>
              <td className="num">{formatEuroCents(totalBudget)}</td>
              <td className="num">{formatSignedEuroCents(totalVersus)}</td>
              <td className="num">{formatPercent(100)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="summary-line">Average price paid: {formatEuroCents(averageCents)}</p>
        <p className="summary-line">
          Pass types at or above budget: {atOrAbove} of {rows.length}
        </p>
      </section>

      <section className="card" aria-labelledby="chart-heading">
        <h2 id="chart-heading">Passes sold by type</h2>
        <SoldChart passes={PASSES} />
        <p className="summary-line">
          Best seller: {bestSeller.name} ({formatPercent(bestShare)} of passes sold)
        </p>
      </section>
    </main>
  );
}
