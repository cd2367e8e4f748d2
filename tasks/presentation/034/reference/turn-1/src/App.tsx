import "./styles.css";

type Region = { name: string; sites: number; minutes: number };

// November 2026: cell sites in service and site outage minutes.
const REGIONS: Region[] = [
  { name: "Northern Uplands", sites: 412, minutes: 28840 },
  { name: "Eastern Plains", sites: 655, minutes: 19322 },
  { name: "Harbourside", sites: 1284, minutes: 21828 },
  { name: "Central Valley", sites: 938, minutes: 41272 },
  { name: "Western Isles", sites: 187, minutes: 15147 },
  { name: "Southern Coast", sites: 716, minutes: 32936 },
];

const TOTAL_SITES = REGIONS.reduce((sum, r) => sum + r.sites, 0);
const TOTAL_MINUTES = REGIONS.reduce((sum, r) => sum + r.minutes, 0);
const whole = (n: number) => n.toLocaleString("en-US");
// Minutes per site in tenths, rounded: 29.4992 -> 295 (29.5).
const perSiteTenths = (minutes: number, sites: number) => Math.round((minutes * 10) / sites);
const tenths = (n: number) => (n / 10).toFixed(1);

const byMinutes = [...REGIONS].sort((a, b) => b.minutes - a.minutes);
const tableRows = byMinutes;

function OutageTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Region</th>
          <th scope="col" className="num">Sites</th>
          <th scope="col" className="num">Outage minutes</th>
          <th scope="col" className="num">Minutes per site</th>
        </tr>
      </thead>
      <tbody>
        {tableRows.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td>
            <td className="num">{whole(r.sites)}</td>
            <td className="num">{whole(r.minutes)}</td>
            <td className="num">{tenths(perSiteTenths(r.minutes, r.sites))}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All regions</td>
          <td className="num">{whole(TOTAL_SITES)}</td>
          <td className="num">{whole(TOTAL_MINUTES)}</td>
          <td className="num">{tenths(perSiteTenths(TOTAL_MINUTES, TOTAL_SITES))}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Tallis Mobile outage minutes, November 2026</h1>
      <section aria-labelledby="regions-heading">
        <h2 id="regions-heading">Outages by region</h2>
        <OutageTable />
      </section>
    </main>
  );
}
