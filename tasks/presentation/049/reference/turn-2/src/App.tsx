import "./styles.css";

type Month = { name: string; launches: number; within: number };

// April to September 2026: lifeboat launches, and those launched within 10 minutes of the pagers.
const MONTHS: Month[] = [
  { name: "April", launches: 9, within: 8 },
  { name: "May", launches: 14, within: 13 },
  { name: "June", launches: 21, within: 18 },
  { name: "July", launches: 26, within: 22 },
  { name: "August", launches: 24, within: 23 },
  { name: "September", launches: 10, within: 9 },
];

const SEASON_LAUNCHES = MONTHS.reduce((acc, m) => acc + m.launches, 0);
const SEASON_WITHIN = MONTHS.reduce((acc, m) => acc + m.within, 0);

// One decimal, rounded half up on the tenth.
const oneDecimal = (v: number) => (Math.round(v * 10 + 1e-9) / 10).toFixed(1);
const rate = (within: number, launches: number) => oneDecimal((within / launches) * 100);
// Judged on the rate as shown: 90.0% or more has Met.
const result = (within: number, launches: number) => (Number(rate(within, launches)) >= 90 ? "Met" : "Missed");

const W = 720;
const H = 320;
const PAD = { left: 64, right: 20, top: 16, bottom: 44 };
const TOP = 30;
const TICKS = [0, 5, 10, 15, 20, 25, 30];

function LaunchChart({ months }: { months: Month[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  const slot = plotW / months.length;
  const barW = slot * 0.6;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-label="Bar chart of lifeboat launches per month">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      {months.map((m, i) => {
        const cx = PAD.left + slot * i + slot / 2;
        return (
          <g key={m.name}>
            <rect className="bar" role="img" aria-label={`${m.name}: ${m.launches} launches`}
              x={cx - barW / 2} y={y(m.launches)} width={barW} height={y(0) - y(m.launches)} />
            <text className="bar-label" x={cx} y={y(0) + 18} textAnchor="middle">{m.name}</text>
          </g>
        );
      })}
      <text className="axis-title" x={16} y={PAD.top + plotH / 2} textAnchor="middle"
        transform={`rotate(-90 16 ${PAD.top + plotH / 2})`}>Launches</text>
    </svg>
  );
}

function ChartSection() {
  const busiest = MONTHS.reduce((best, m) => (m.launches > best.launches ? m : best));
  return (
    <section aria-labelledby="chart-heading">
      <h2 id="chart-heading">Launches per month</h2>
      <LaunchChart months={MONTHS} />
      <p className="line">Busiest month: {busiest.name} ({busiest.launches} launches)</p>
      <p className="line">Average per month: {oneDecimal(SEASON_LAUNCHES / MONTHS.length)} launches</p>
    </section>
  );
}

function MonthsSection() {
  return (
    <section aria-labelledby="months-heading">
      <h2 id="months-heading">Months</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" className="num">Launches</th>
            <th scope="col" className="num">Within 10 minutes</th>
            <th scope="col" className="num">On-target rate</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {MONTHS.map((m) => (
            <tr key={m.name}>
              <td>{m.name}</td>
              <td className="num">{m.launches}</td>
              <td className="num">{m.within}</td>
              <td className="num">{rate(m.within, m.launches)}%</td>
              <td>{result(m.within, m.launches)}</td>
            </tr>
          ))}
          <tr className="total">
            <td>Season</td>
            <td className="num">{SEASON_LAUNCHES}</td>
            <td className="num">{SEASON_WITHIN}</td>
            <td className="num">{rate(SEASON_WITHIN, SEASON_LAUNCHES)}%</td>
            <td>{result(SEASON_WITHIN, SEASON_LAUNCHES)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Porthgarrow Lifeboat Station launches, April to September 2026</h1>
      <MonthsSection />
      <ChartSection />
    </main>
  );
}
