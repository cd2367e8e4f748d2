import "./styles.css";

type Beer = { name: string; planned: number; brewed: number; packaged: number };

// October 2026, volumes in hectolitres.
const BEERS: Beer[] = [
  { name: "Amber Fell", planned: 90.0, brewed: 93.6, packaged: 90.1 },
  { name: "Copper Gill", planned: 60.0, brewed: 58.2, packaged: 55.8 },
  { name: "Dark Tarn", planned: 40.0, brewed: 35.8, packaged: 35.8 },
  { name: "Ghyll Pale", planned: 120.0, brewed: 126.4, packaged: 121.0 },
  { name: "Marra IPA", planned: 80.0, brewed: 56.0, packaged: 54.1 }, // corrected figures
  { name: "Scree Lager", planned: 150.0, brewed: 131.7, packaged: 126.9 },
];

const TARGET_TENTHS = 900; // 90.0%
// Sums kept in tenths of a hectolitre so one decimal stays exact.
const tenths = (v: number) => Math.round(v * 10);
const sum = (f: (b: Beer) => number) => BEERS.reduce((acc, b) => acc + tenths(f(b)), 0) / 10;
const achieved = (b: Beer) => (b.brewed / b.planned) * 100;
// Judged on the percentage as shown, so exactly 90.0% is on target.
const onTarget = (b: Beer) => Math.round(achieved(b) * 10) >= TARGET_TENTHS;
const pct = (v: number) => `${v.toFixed(1)}%`;
const hl = (v: number) => v.toFixed(1);

const TOTAL_PLANNED = sum((b) => b.planned);
const TOTAL_BREWED = sum((b) => b.brewed);
const TOTAL_PACKAGED = sum((b) => b.packaged);
const loss = (b: Beer) => (tenths(b.brewed) - tenths(b.packaged)) / 10;
const share = (b: Beer) => (b.brewed / TOTAL_BREWED) * 100;
const byAchieved = [...BEERS].sort((a, b) => achieved(a) - achieved(b));
const byBrewed = [...BEERS].sort((a, b) => b.brewed - a.brewed);

const W = 720;
const H = 330;
const PAD = { left: 70, right: 20, top: 16, bottom: 48 };
const TOP = 150;
const TICKS = [0, 25, 50, 75, 100, 125, 150];

function BrewedChart({ beers }: { beers: Beer[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / beers.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of the volume brewed per beer">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      {beers.map((b, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        return (
          <g key={b.name}>
            <rect className="bar" role="img" aria-label={`${b.name}: ${hl(b.brewed)} hL`}
              x={x} y={y(b.brewed)} width={slot * 0.6} height={y(0) - y(b.brewed)} />
            <text className="tick" x={x + slot * 0.3} y={H - PAD.bottom + 18} textAnchor="middle">{b.name}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Brewed (hL)
      </text>
    </svg>
  );
}

function ProductionTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Beer</th>
          <th scope="col" className="num">Planned (hL)</th>
          <th scope="col" className="num">Brewed (hL)</th>
          <th scope="col" className="num">Share of brewed</th>
          <th scope="col" className="num">Plan achieved</th>
          <th scope="col">Status</th>
          <th scope="col" className="num">Packaged (hL)</th>
          <th scope="col" className="num">Loss (hL)</th>
        </tr>
      </thead>
      <tbody>
        {byAchieved.map((b) => (
          <tr key={b.name}>
            <td>{b.name}</td>
            <td className="num">{hl(b.planned)}</td>
            <td className="num">{hl(b.brewed)}</td>
            <td className="num">{pct(share(b))}</td>
            <td className="num">{pct(achieved(b))}</td>
            <td className={onTarget(b) ? "" : "short"}>{onTarget(b) ? "On target" : "Short"}</td>
            <td className="num">{hl(b.packaged)}</td>
            <td className="num">{hl(loss(b))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function App() {
  const shortCount = BEERS.filter((b) => !onTarget(b)).length;
  const largest = BEERS.reduce((best, b) => (b.brewed > best.brewed ? b : best));
  return (
    <main>
      <h1>Hollin Beck Brewery production, October 2026</h1>
      <section aria-labelledby="brewed-heading">
        <h2 id="brewed-heading">Brewed volume</h2>
        <BrewedChart beers={byBrewed} />
        <ul className="lines">
          <li>Total brewed: {hl(TOTAL_BREWED)} hL</li>
          <li>Average per beer: {hl(TOTAL_BREWED / BEERS.length)} hL</li>
        </ul>
      </section>
      <section aria-labelledby="production-heading">
        <h2 id="production-heading">Production</h2>
        <ProductionTable />
        <ul className="lines">
          <li>Plan achieved overall: {pct((TOTAL_BREWED / TOTAL_PLANNED) * 100)}</li>
          <li>Beers short of plan: {shortCount} of {BEERS.length}</li>
          <li>Total packaged: {hl(TOTAL_PACKAGED)} hL</li>
          <li>Packaging loss: {hl(TOTAL_BREWED - TOTAL_PACKAGED)} hL</li>
          <li>Largest share: {largest.name}, {pct(share(largest))}</li>
        </ul>
      </section>
    </main>
  );
}
