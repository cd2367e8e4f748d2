import "./styles.css";
import { REGIONS, perSiteTenths } from "./data";
import { formatPercent, formatTenths, formatWhole } from "./format";
import MinutesChart from "./MinutesChart";

export default function App() {
  const rows = REGIONS.map((r) => ({ ...r, perSite: perSiteTenths(r.minutes, r.sites) })).sort(
    (a, b) => b.minutes - a.minutes,
  );
  const totalSites = rows.reduce((s, r) => s + r.sites, 0);
  const totalMinutes = rows.reduce((s, r) => s + r.minutes, 0);
  const networkPerSite = perSiteTenths(totalMinutes, totalSites);
  const worst = rows.reduce((top, r) => (r.minutes > top.minutes ? r : top));
  const worstShare = (worst.minutes / totalMinutes) * 100;

  return (
    <main className="report">
      <h1>Tallis Mobile outage minutes, November 2026</h1>

      <section className="panel" aria-labelledby="regions-heading">
        <h2 id="regions-heading">Outages by region</h2>
        <table className="regions">
          <thead>
            <tr>
              <th scope="col">Region</th>
              <th scope="col" className="num">Sites</th>
              <th scope="col" className="num">Outage minutes</th>
              <th scope="col" className="num">Minutes per site</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td className="num">{formatWhole(r.sites)}</td>
                <td className="num">{formatWhole(r.minutes)}</td>
                <td className="num">{formatTenths(r.perSite)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All regions</th>
              <td className="num">{formatWhole(totalSites)}</td>
              <td className="num">{formatWhole(totalMinutes)}</td>
              <td className="num">{formatTenths(networkPerSite)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section className="panel" aria-labelledby="chart-heading">
        <h2 id="chart-heading">Outage minutes by region</h2>
        <MinutesChart regions={rows} />
        <p className="note">
          Most outage minutes: {worst.name} ({formatPercent(worstShare)} of the network)
        </p>
      </section>
    </main>
  );
}
