import "./styles.css";

type Region = { name: string; sites: number; minutes: number; target: number };

// November 2026: cell sites in service and site outage minutes. Targets in tenths of a minute per site.
const REGIONS: Region[] = [
  { name: "Northern Uplands", sites: 412, minutes: 28840, target: 600 },
  { name: "Eastern Plains", sites: 655, minutes: 19322, target: 294 },
  { name: "Harbourside", sites: 1323, minutes: 21828, target: 165 }, // 39 new sites came into service
  { name: "Central Valley", sites: 938, minutes: 27772, target: 450 }, // planned maintenance removed
  { name: "Western Isles", sites: 187, minutes: 15147, target: 900 },
  { name: "Southern Coast", sites: 716, minutes: 32936, target: 460 },
];

const TOTAL_SITES = REGIONS.reduce((sum, r) => sum + r.sites, 0);
const TOTAL_MINUTES = REGIONS.reduce((sum, r) => sum + r.minutes, 0);
const whole = (n: number) => n.toLocaleString("en-US");
// Minutes per site in tenths, rounded: 29.4992 -> 295 (29.5).
const perSiteTenths = (minutes: number, sites: number) => Math.round((minutes * 10) / sites);
const tenths = (n: number) => (n / 10).toFixed(1);
// Shown minutes per site minus the target, both in tenths.
const againstTenths = (r: Region) => perSiteTenths(r.minutes, r.sites) - r.target;
const signed = (n: number) => (n > 0 ? `+${tenths(n)}` : n < 0 ? `-${tenths(-n)}` : "0.0");
const isOver = (r: Region) => againstTenths(r) > 0;
// Availability: 100 x (1 - outage minutes / (sites x 43,200 minutes in November)).
const AVAILABILITY = 100 * (1 - TOTAL_MINUTES / (TOTAL_SITES * 43200));

const byMinutes = [...REGIONS].sort((a, b) => b.minutes - a.minutes);
const byAgainst = [...REGIONS].sort((a, b) => againstTenths(b) - againstTenths(a) || a.name.localeCompare(b.name));
const tableRows = byAgainst;

const W = 720;
const ROW = 44;
const PAD = { left: 140, right: 24, top: 10, bottom: 56 };
const MAX = 50000;
const TICKS = [0, 10000, 20000, 30000, 40000, 50000];

function MinutesChart({ regions }: { regions: Region[] }) {
  const H = PAD.top + regions.length * ROW + PAD.bottom;
  const plotW = W - PAD.left - PAD.right;
  const x = (v: number) => PAD.left + (v / MAX) * plotW;
  const base = PAD.top + regions.length * ROW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Horizontal bar chart of site outage minutes per region">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={PAD.top} y2={base} className="grid" />
          <text className="tick" x={x(t)} y={base + 16} textAnchor="middle">{whole(t)}</text>
        </g>
      ))}
      {regions.map((r, i) => {
        const y = PAD.top + i * ROW + ROW * 0.2;
        return (
          <g key={r.name}>
            <text className="tick" x={PAD.left - 8} y={y + ROW * 0.3 + 4} textAnchor="end">{r.name}</text>
            <rect className="bar" role="img" aria-label={`${r.name}: ${whole(r.minutes)} minutes`}
              x={x(0)} y={y} width={x(r.minutes) - x(0)} height={ROW * 0.6} />
          </g>
        );
      })}
      <text className="axis-label" x={PAD.left + plotW / 2} y={base + 40} textAnchor="middle">Site outage minutes</text>
    </svg>
  );
}

function OutageTable() {
  return (
    <table>
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
        {tableRows.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td>
            <td className="num">{whole(r.sites)}</td>
            <td className="num">{whole(r.minutes)}</td>
            <td className="num">{tenths(perSiteTenths(r.minutes, r.sites))}</td>
            <td className="num">{tenths(r.target)}</td>
            <td className="num">{signed(againstTenths(r))}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All regions</td>
          <td className="num">{whole(TOTAL_SITES)}</td>
          <td className="num">{whole(TOTAL_MINUTES)}</td>
          <td className="num">{tenths(perSiteTenths(TOTAL_MINUTES, TOTAL_SITES))}</td>
          <td></td>
          <td></td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const worst = byMinutes[0];
  const over = tableRows.filter((r) => isOver(r));
  const met = tableRows.filter((r) => !isOver(r));
  return (
    <main>
      <h1>Tallis Mobile outage minutes, November 2026</h1>
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading">Network summary</h2>
        <ul className="summary">
          <li>Total outage minutes: {whole(TOTAL_MINUTES)}</li>
          <li>Network availability: {AVAILABILITY.toFixed(3)}%</li>
          <li>Regions over target: {over.length} of {REGIONS.length}</li>
        </ul>
      </section>
      <section aria-labelledby="regions-heading">
        <h2 id="regions-heading">Outages by region</h2>
        <OutageTable />
        <ul className="lines">
          <li>Over target ({over.length}): {over.map((r) => r.name).join(", ")}</li>
          <li>Met target ({met.length}): {met.map((r) => r.name).join(", ")}</li>
        </ul>
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Outage minutes by region</h2>
        <MinutesChart regions={byMinutes} />
        <ul className="lines">
          <li>Most outage minutes: {worst.name} ({((worst.minutes / TOTAL_MINUTES) * 100).toFixed(1)}% of the network)</li>
        </ul>
      </section>
    </main>
  );
}
