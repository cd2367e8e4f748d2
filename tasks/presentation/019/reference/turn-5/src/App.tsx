import "./styles.css";

type Trailhead = { name: string; visits: number; lastSeason: number };

// Counter totals for the May to October 2026 season.
const TRAILHEADS: Trailhead[] = [
  { name: "Glenbrae Falls", visits: 48260, lastSeason: 45120 },
  { name: "Stoneyhause Ridge", visits: 21905, lastSeason: 23410 },
  { name: "Loch Arran Shore", visits: 26918, lastSeason: 29870 }, // corrected: 9,800 August visits were double-counted
  { name: "Black Corrie", visits: 9412, lastSeason: 8360 },
  { name: "Tarbet Woods", visits: 27340, lastSeason: 24985 },
];

const TOTAL_VISITS = TRAILHEADS.reduce((sum, t) => sum + t.visits, 0);
const TOTAL_2025 = TRAILHEADS.reduce((sum, t) => sum + t.lastSeason, 0);
const count = (n: number) => n.toLocaleString("en-US");
const change = (now: number, before: number) => ((now - before) / before) * 100;
const signed = (v: number) => {
  const text = Math.abs(v).toFixed(1);
  return `${v < 0 && text !== "0.0" ? "-" : "+"}${text}%`;
};
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

type Month = { short: string; visits: number };

// Visits to all five trailheads in each month of the season.
const MONTHS: Month[] = [
  { short: "May", visits: 14820 },
  { short: "Jun", visits: 22460 },
  { short: "Jul", visits: 35915 },
  { short: "Aug", visits: 28306 }, // corrected
  { short: "Sep", visits: 20774 },
  { short: "Oct", visits: 11560 },
];

const W = 680;
const H = 320;
const PAD = { left: 78, right: 20, top: 16, bottom: 40 };
const TICKS = [0, 10000, 20000, 30000, 40000];
const TOP = 40000;

function MonthlyChart({ months }: { months: Month[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / months.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of visits per month">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      {months.map((m, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        return (
          <g key={m.short}>
            <rect className="bar" role="img" aria-label={`${m.short}: ${count(m.visits)} visits`}
              x={x} y={y(m.visits)} width={slot * 0.6} height={y(0) - y(m.visits)} />
            <text className="tick" x={x + slot * 0.3} y={H - PAD.bottom + 18} textAnchor="middle">{m.short}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Visits
      </text>
    </svg>
  );
}

type Closure = { trail: string; trailhead: string; reason: string; closed: [number, number]; reopened: [number, number] };

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

// Closures in the 2026 season: [month (1-12), day].
const CLOSURES: Closure[] = [
  { trail: "Falls Gorge Path", trailhead: "Glenbrae Falls", reason: "Rockfall", closed: [5, 12], reopened: [6, 2] },
  { trail: "Ridge Traverse", trailhead: "Stoneyhause Ridge", reason: "Nesting golden eagles", closed: [6, 1], reopened: [6, 17] }, // corrected reopening date
  { trail: "Shore Boardwalk", trailhead: "Loch Arran Shore", reason: "Storm damage", closed: [8, 20], reopened: [8, 29] },
  { trail: "Beech Loop", trailhead: "Tarbet Woods", reason: "Fallen trees", closed: [9, 9], reopened: [9, 24] },
  { trail: "Corrie Headwall Route", trailhead: "Black Corrie", reason: "Ice on the headwall", closed: [10, 6], reopened: [10, 28] },
];

const LONG_CLOSURE = 14;
const dayNumber = ([month, day]: [number, number]) => Date.UTC(2026, month - 1, day) / 86400000;
// From the date closed up to but not including the date reopened.
const daysClosed = (c: Closure) => dayNumber(c.reopened) - dayNumber(c.closed);
const dateText = ([month, day]: [number, number]) => `${day} ${MONTH_NAMES[month - 1]}`;

function ClosureTable() {
  const rows = [...CLOSURES].sort((a, b) => daysClosed(b) - daysClosed(a));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Trail</th>
          <th scope="col">Trailhead</th>
          <th scope="col">Reason</th>
          <th scope="col">Closed</th>
          <th scope="col">Reopened</th>
          <th scope="col" className="num">Days closed</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.trail}>
            <td>{c.trail}</td>
            <td>{c.trailhead}</td>
            <td>{c.reason}</td>
            <td>{dateText(c.closed)}</td>
            <td>{dateText(c.reopened)}</td>
            <td className="num">{daysClosed(c)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TrailheadTable() {
  const rows = [...TRAILHEADS].sort((a, b) => change(b.visits, b.lastSeason) - change(a.visits, a.lastSeason));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Trailhead</th>
          <th scope="col" className="num">Visits</th>
          <th scope="col" className="num">Share of visits</th>
          <th scope="col" className="num">Change on 2025</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <td>{t.name}</td>
            <td className="num">{count(t.visits)}</td>
            <td className="num">{pct(t.visits, TOTAL_VISITS)}</td>
            <td className="num">{signed(change(t.visits, t.lastSeason))}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All trailheads</td>
          <td className="num">{count(TOTAL_VISITS)}</td>
          <td className="num">100.0%</td>
          <td className="num">{signed(change(TOTAL_VISITS, TOTAL_2025))}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const busiest = MONTHS.reduce((top, m) => (m.visits > top.visits ? m : top), MONTHS[0]);
  const longClosures = CLOSURES.filter((c) => daysClosed(c) > LONG_CLOSURE).length;
  const totalDaysClosed = CLOSURES.reduce((sum, c) => sum + daysClosed(c), 0);
  return (
    <main>
      <h1>Corrie Dhu National Park season 2026</h1>
      <section aria-labelledby="glance-heading">
        <h2 id="glance-heading">Season at a glance</h2>
        <ul className="glance">
          <li>Total visits: {count(TOTAL_VISITS)}</li>
          <li>Busiest month: {busiest.short} ({count(busiest.visits)} visits)</li>
          <li>Closures longer than {LONG_CLOSURE} days: {longClosures} of {CLOSURES.length}</li>
        </ul>
      </section>
      <section aria-labelledby="trailheads-heading">
        <h2 id="trailheads-heading">Trailheads</h2>
        <TrailheadTable />
      </section>
      <section aria-labelledby="monthly-heading">
        <h2 id="monthly-heading">Monthly visits</h2>
        <MonthlyChart months={MONTHS} />
        <ul className="facts">
          <li>Busiest month: {busiest.short} ({count(busiest.visits)} visits)</li>
        </ul>
      </section>
      <section aria-labelledby="closures-heading">
        <h2 id="closures-heading">Trail closures</h2>
        <ClosureTable />
        <ul className="facts">
          <li>Closures longer than {LONG_CLOSURE} days: {longClosures} of {CLOSURES.length}</li>
          <li>Total days closed: {totalDaysClosed}</li>
        </ul>
      </section>
    </main>
  );
}
