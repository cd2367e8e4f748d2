import "./styles.css";

type Site = { name: string; lastYear: number; thisYear: number; households: number };

// Parcels handed out per site in Q3 2025 and Q3 2026, and households served in Q3 2026.
const SITES: Site[] = [
  { name: "Eastbrook Hall", lastYear: 1842, thisYear: 2105, households: 812 },
  { name: "Riverside Library", lastYear: 1206, thisYear: 1133, households: 468 },
  // Corrected: two August weeks had been entered twice.
  { name: "Grange Estate Hub", lastYear: 968, thisYear: 1098, households: 352 },
  { name: "Station Road Centre", lastYear: 1415, thisYear: 1388, households: 547 },
  { name: "Millfield Chapel", lastYear: 512, thisYear: 689, households: 313 },
];
const WEEKS_IN_QUARTER = 13;

const count = (n: number) => n.toLocaleString("en-US");
const changePct = (before: number, after: number) => ((after - before) / before) * 100;
const signed = (pct: number) => `${pct < 0 ? "-" : "+"}${Math.abs(pct).toFixed(1)}%`;

function ParcelsTable({ sites }: { sites: Site[] }) {
  const lastYear = sites.reduce((sum, s) => sum + s.lastYear, 0);
  const thisYear = sites.reduce((sum, s) => sum + s.thisYear, 0);
  const households = sites.reduce((sum, s) => sum + s.households, 0);
  const total = changePct(lastYear, thisYear);
  return (
    <table>
      <thead>
        <tr><th scope="col">Site</th><th scope="col">Q3 2025</th><th scope="col">Q3 2026</th><th scope="col">Change</th>
          <th scope="col">Households</th><th scope="col">Parcels per household</th></tr>
      </thead>
      <tbody>
        {sites.map((s) => {
          const pct = changePct(s.lastYear, s.thisYear);
          return (
            <tr key={s.name}>
              <td>{s.name}</td><td>{count(s.lastYear)}</td><td>{count(s.thisYear)}</td>
              <td className={pct < 0 ? "fall" : "rise"}>{signed(pct)}</td>
              <td>{count(s.households)}</td><td>{(s.thisYear / s.households).toFixed(2)}</td>
            </tr>
          );
        })}
        <tr className="all">
          <td>All sites</td><td>{count(lastYear)}</td><td>{count(thisYear)}</td>
          <td className={total < 0 ? "fall" : "rise"}>{signed(total)}</td>
          <td>{count(households)}</td><td>{(thisYear / households).toFixed(2)}</td>
        </tr>
      </tbody>
    </table>
  );
}

const W = 860;
const H = 340;
const PAD = { left: 70, right: 20, top: 16, bottom: 64 };
const AXIS_MAX = 2500;
const TICKS = [0, 500, 1000, 1500, 2000, 2500];

function YearOnYearChart({ sites }: { sites: Site[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / sites.length;
  const col = slot * 0.3;
  const y = (v: number) => PAD.top + plotH - (v / AXIS_MAX) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Grouped column chart of parcels per site, Q3 2025 and Q3 2026">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      {sites.map((s, i) => {
        const mid = PAD.left + i * slot + slot / 2;
        return (
          <g key={s.name}>
            <rect className="col-2025" role="img" aria-label={`${s.name} Q3 2025: ${count(s.lastYear)} parcels`}
              x={mid - col - 2} y={y(s.lastYear)} width={col} height={y(0) - y(s.lastYear)} />
            <rect className="col-2026" role="img" aria-label={`${s.name} Q3 2026: ${count(s.thisYear)} parcels`}
              x={mid + 2} y={y(s.thisYear)} width={col} height={y(0) - y(s.thisYear)} />
            <text className="site" x={mid} y={H - PAD.bottom + 20} textAnchor="middle">{s.name}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(18 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">Parcels</text>
    </svg>
  );
}

export default function App() {
  const byParcels = [...SITES].sort((a, b) => b.thisYear - a.thisYear);
  const perWeek = SITES.reduce((sum, s) => sum + s.thisYear, 0) / WEEKS_IN_QUARTER;
  return (
    <main>
      <h1>Eastbrook Food Bank distribution, Q3 2026</h1>
      <p className="lede">Emergency food parcels handed out from July to September, compared with the same quarter of 2025.</p>
      <section className="panel" aria-labelledby="sites-heading">
        <h2 id="sites-heading">Parcels by site</h2>
        <ParcelsTable sites={byParcels} />
        <p className="fact">Average parcels per week: {perWeek.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</p>
      </section>
      <section className="panel" aria-labelledby="chart-heading">
        <h2 id="chart-heading">Year on year by site</h2>
        <YearOnYearChart sites={byParcels} />
        <ul className="legend">
          <li><span className="swatch y2025" aria-hidden="true" />Q3 2025</li>
          <li><span className="swatch y2026" aria-hidden="true" />Q3 2026</li>
        </ul>
      </section>
    </main>
  );
}
