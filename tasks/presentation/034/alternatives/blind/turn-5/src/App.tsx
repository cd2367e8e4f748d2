import "./styles.css";
import { REGIONS, perSiteTenths } from "./data";
import { formatPercent, formatSignedTenths, formatTenths, formatWhole } from "./format";
import MinutesChart from "./MinutesChart";

const MINUTES_IN_NOVEMBER = 43200;

export default function App() {
  const rows = REGIONS.map((r) => {
    const perSite = perSiteTenths(r.minutes, r.sites);
    return { ...r, perSite, against: perSite - r.targetTenths };
  }).sort((a, b) => b.against - a.against || a.name.localeCompare(b.name));
  const byMinutes = [...rows].sort((a, b) => b.minutes - a.minutes);
  const totalSites = rows.reduce((s, r) => s + r.sites, 0);
  const totalMinutes = rows.reduce((s, r) => s + r.minutes, 0);
  const networkPerSite = perSiteTenths(totalMinutes, totalSites);
  const overTarget = rows.filter((r) => r.against > 0).map((r) => r.name);
  const metTarget = rows.filter((r) => r.against <= 0).map((r) => r.name);
  const availability = 100 * (1 - totalMinutes / (totalSites * MINUTES_IN_NOVEMBER));
  const worst = byMinutes.reduce((top, r) => (r.minutes > top.minutes ? r : top));
  const worstShare = (worst.minutes / totalMinutes) * 100;

  return (
    <main className="report">
      <h1>Tallis Mobile outage minutes, November 2026</h1>

      <section className="panel summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Network summary</h2>
        <p className="summary-line">Total outage minutes: {formatWhole(totalMinutes)}</p>
        <p className="summary-line">Network availability: {availability.toFixed(3)}%</p>
        <p className="summary-line">
          Regions over target: {overTarget.length} of {rows.length}
        </p>
      </section>

      <section className="panel" aria-labelledby="regions-heading">
        <h2 id="regions-heading">Outages by region</h2>
        <table className="regions">
          <thead>
            <tr>
              <th scope="col">Region</th>
              <th scope="col" className="num">Sites</th>
              <th scope="col" className="num">Outage minutes</th>
              <th scope="col" className="num">Minutes per site</th>
              <th scope="col" className="num">Target</th>
              <th scope="col" className="num">Against target</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td className="num">{formatWhole(r.sites)}</td>
                <td className="num">{formatWhole(r.minutes)}</td>
                <td className="num">{formatTenths(r.perSite)}</td>
                <td className="num">{formatTenths(r.targetTenths)}</td>
                <td className={r.against > 0 ? "num over" : "num"}>{formatSignedTenths(r.against)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All regions</th>
              <td className="num">{formatWhole(totalSites)}</td>
              <td className="num">{formatWhole(totalMinutes)}</td>
              <td className="num">{formatTenths(networkPerSite)}</td>
              <td className="num"></td>
              <td className="num"></td>
            </tr>
          </tfoot>
        </table>
        <p className="note">
          Over target ({overTarget.length}): {overTarget.join(", ")}
        </p>
        <p className="note">
          Met target ({metTarget.length}): {metTarget.join(", ")}
        </p>
      </section>

      <section className="panel" aria-labelledby="chart-heading">
        <h2 id="chart-heading">Outage minutes by region</h2>
        <MinutesChart regions={byMinutes} />
        <p className="note">
          Most outage minutes: {worst.name} ({formatPercent(worstShare)} of the network)
        </p>
      </section>
    </main>
  );
}
