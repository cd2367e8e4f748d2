import "./styles.css";

const MONTHS = ["January", "February", "March", "April", "May", "June"];
const VISITS_2025 = [9840, 10215, 12400, 11730, 12960, 10080];
const VISITS_2024 = [9120, 9870, 11050, 11940, 12300, 9650];

const fmt = (n: number) => n.toLocaleString("en-US");

const W = 680;
const H = 300;
const PAD = { left: 76, right: 24, top: 18, bottom: 40 };
const MAX = 14000;

function VisitsChart() {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (plotW / (MONTHS.length - 1)) * i;
  const y = (v: number) => PAD.top + plotH - (v / MAX) * plotH;
  const ticks = [0, 2000, 4000, 6000, 8000, 10000, 12000, 14000];
  const path = (values: number[]) => values.map((v, i) => `${x(i)},${y(v)}`).join(" ");
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Line chart of monthly visits">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#eee7dc" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{fmt(t)}</text>
        </g>
      ))}
      {MONTHS.map((m, i) => (
        <text key={m} className="tick" x={x(i)} y={H - PAD.bottom + 18} textAnchor="middle">{m.slice(0, 3)}</text>
      ))}
      <polyline className="line-previous" points={path(VISITS_2024)} />
      {VISITS_2024.map((v, i) => (
        <rect key={MONTHS[i]} className="dot-previous" x={x(i) - 4} y={y(v) - 4} width={8} height={8}
          role="img">
          <title>{`${MONTHS[i]} 2024: ${fmt(v)} visits`}</title>
        </rect>
      ))}
      <polyline className="line-current" points={path(VISITS_2025)} />
      {VISITS_2025.map((v, i) => (
        <circle key={MONTHS[i]} className="dot-current" cx={x(i)} cy={y(v)} r={5}
          role="img">
          <title>{`${MONTHS[i]} 2025: ${fmt(v)} visits`}</title>
        </circle>
      ))}
      <text className="axis-title" transform={`translate(18 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Door-counter visits
      </text>
    </svg>
  );
}

export default function App() {
  const average = Math.round(VISITS_2025.reduce((s, v) => s + v, 0) / VISITS_2025.length);
  return (
    <main>
      <h1>Riverside Library visits report</h1>
      <p className="sub">Riverside branch · January to June 2025 · counted at the main entrance</p>
      <section aria-labelledby="monthly-heading">
        <h2 id="monthly-heading">Monthly visits</h2>
        <p className="stat">Average: {fmt(average)} visits per month</p>
        <VisitsChart />
        <ul className="legend" aria-label="Legend">
          <li><span className="swatch current" aria-hidden="true" />2025 (this year)</li>
          <li><span className="swatch previous" aria-hidden="true" />2024 (last year)</li>
        </ul>
      </section>
    </main>
  );
}
