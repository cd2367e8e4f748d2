import "./styles.css";

type Band = { start: string; arrivals: number };

// Arrivals at the emergency department in October 2026, by three-hour band of arrival time.
const BANDS: Band[] = [
  { start: "00:00", arrivals: 412 },
  { start: "03:00", arrivals: 268 },
  { start: "06:00", arrivals: 731 },
  { start: "09:00", arrivals: 1486 },
  { start: "12:00", arrivals: 1542 },
  { start: "15:00", arrivals: 1398 },
  { start: "18:00", arrivals: 1127 },
  { start: "21:00", arrivals: 694 },
];

type Category = { name: string; arrivals: number; within4h: number };

// Arrivals by triage category and the patients admitted, transferred or discharged within 4 hours.
const CATEGORIES: Category[] = [
  { name: "Immediate", arrivals: 96, within4h: 94 },
  { name: "Very urgent", arrivals: 1184, within4h: 1021 },
  { name: "Urgent", arrivals: 2873, within4h: 2412 },
  { name: "Standard", arrivals: 2640, within4h: 2508 },
  { name: "Non-urgent", arrivals: 865, within4h: 820 },
];

const count = (n: number) => n.toLocaleString("en-US");
const share = (within: number, arrivals: number) => `${((within / arrivals) * 100).toFixed(1)}%`;

const W = 760;
const H = 340;
const PAD = { left: 70, right: 20, top: 24, bottom: 64 };
const AXIS_MAX = 1600;
const TICKS = [0, 400, 800, 1200, 1600];

function ArrivalsChart({ bands }: { bands: Band[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / bands.length;
  const barW = slot * 0.62;
  const y = (v: number) => PAD.top + plotH - (v / AXIS_MAX) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Vertical bar chart of arrivals by three-hour band">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={PAD.left} x2={PAD.left + plotW} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      {bands.map((b, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        return (
          <g key={b.start}>
            <rect className="bar" role="img" aria-label={`${b.start}: ${count(b.arrivals)} arrivals`}
              x={x} y={y(b.arrivals)} width={barW} height={y(0) - y(b.arrivals)} />
            <text className="value" x={x + barW / 2} y={y(b.arrivals) - 6} textAnchor="middle">{count(b.arrivals)}</text>
            <text className="cat" x={x + barW / 2} y={y(0) + 20} textAnchor="middle">{b.start}</text>
          </g>
        );
      })}
      <line className="baseline" x1={PAD.left} x2={PAD.left + plotW} y1={y(0)} y2={y(0)} />
      <text className="axis-label" transform={`translate(18 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">Arrivals</text>
    </svg>
  );
}

function TriageTable({ categories }: { categories: Category[] }) {
  const arrivals = categories.reduce((sum, c) => sum + c.arrivals, 0);
  const within = categories.reduce((sum, c) => sum + c.within4h, 0);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Category</th><th scope="col">Arrivals</th><th scope="col">Seen within 4 hours</th>
          <th scope="col">Share within 4 hours</th>
        </tr>
      </thead>
      <tbody>
        {categories.map((c) => (
          <tr key={c.name}>
            <td>{c.name}</td><td>{count(c.arrivals)}</td><td>{count(c.within4h)}</td><td>{share(c.within4h, c.arrivals)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All categories</td><td>{count(arrivals)}</td><td>{count(within)}</td><td>{share(within, arrivals)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const total = BANDS.reduce((sum, b) => sum + b.arrivals, 0);
  const breaches = CATEGORIES.reduce((sum, c) => sum + c.arrivals - c.within4h, 0);
  const peak = BANDS.reduce((top, b) => (b.arrivals > top.arrivals ? b : top), BANDS[0]);
  return (
    <main>
      <h1>Brackenmoor Infirmary emergency department, October 2026</h1>
      <p className="lede">Patients arriving at the emergency department, grouped by the time of day they arrived.</p>
      <section className="card" aria-labelledby="hours-heading">
        <h2 id="hours-heading">Arrivals by hour</h2>
        <ArrivalsChart bands={BANDS} />
        <p className="fact">Total arrivals: {count(total)}</p>
        <p className="fact">Peak band: {peak.start} ({count(peak.arrivals)} arrivals)</p>
      </section>
      <section className="card" aria-labelledby="triage-heading">
        <h2 id="triage-heading">Triage categories</h2>
        <TriageTable categories={CATEGORIES} />
        <p className="fact">Four-hour breaches: {count(breaches)}</p>
      </section>
    </main>
  );
}
