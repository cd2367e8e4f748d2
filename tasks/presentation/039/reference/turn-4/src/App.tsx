import "./styles.css";

type Night = { night: string; sold: number; revenuePence: number };

// Week of Monday 9 to Sunday 15 November 2026; the hotel has 140 rooms.
const ROOMS = 140;
const STRONG_FROM = 119; // rooms sold: 119 of 140 is exactly 85.0%
const NIGHTS: Night[] = [
  { night: "Mon 9 Nov", sold: 114, revenuePence: 1296054 }, // corrected: a late coach party
  { night: "Tue 10 Nov", sold: 118, revenuePence: 1321718 },
  { night: "Wed 11 Nov", sold: 119, revenuePence: 1416895 },
  { night: "Thu 12 Nov", sold: 112, revenuePence: 1344000 },
  { night: "Fri 13 Nov", sold: 133, revenuePence: 1823397 },
  { night: "Sat 14 Nov", sold: 140, revenuePence: 2175600 },
  { night: "Sun 15 Nov", sold: 83, revenuePence: 854950 },
];

const pct = (v: number) => `${v.toFixed(1)}%`;
const money = (pence: number) =>
  `£${(pence / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const occupancy = (sold: number, capacity: number) => (sold / capacity) * 100;
const rate = (pence: number, sold: number) => Math.round(pence / sold);
const status = (n: Night) => (n.sold >= ROOMS ? "Sold out" : n.sold >= STRONG_FROM ? "Strong" : "Soft");
const WEEK_SOLD = NIGHTS.reduce((sum, n) => sum + n.sold, 0);
const WEEK_PENCE = NIGHTS.reduce((sum, n) => sum + n.revenuePence, 0);
const WEEK_CAPACITY = ROOMS * NIGHTS.length;

const TARGET = 80; // occupancy target in %; a night at exactly 80.0% counts
// Compared on the figure as shown (one decimal), so 80.0% meets the target.
const shown = (n: Night) => Math.round(occupancy(n.sold, ROOMS) * 10) / 10;
const atTarget = NIGHTS.filter((n) => shown(n) >= TARGET).length;
const lowest = NIGHTS.reduce((low, n) => (n.sold < low.sold ? n : low), NIGHTS[0]);

const W = 720;
const H = 320;
const PAD = { left: 64, right: 20, top: 16, bottom: 48 };
const TICKS = [0, 20, 40, 60, 80, 100];

function OccupancyChart() {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / NIGHTS.length;
  const y = (v: number) => PAD.top + plotH - (v / 100) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of room occupancy for each night of the week">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      {NIGHTS.map((n, i) => {
        const v = occupancy(n.sold, ROOMS);
        const x = PAD.left + i * slot + slot * 0.18;
        return (
          <g key={n.night}>
            <rect className="bar" role="img" aria-label={`${n.night}: ${pct(v)}`}
              x={x} y={y(v)} width={slot * 0.64} height={y(0) - y(v)} />
            <text className="tick" x={x + slot * 0.32} y={H - PAD.bottom + 18} textAnchor="middle">{n.night}</text>
          </g>
        );
      })}
      <line className="axis" x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} />
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Occupancy (%)
      </text>
    </svg>
  );
}

function NightsTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Night</th>
          <th scope="col" className="num">Rooms sold</th>
          <th scope="col" className="num">Occupancy</th>
          <th scope="col" className="num">Average rate</th>
          <th scope="col">Status</th>
          <th scope="col" className="num">RevPAR</th>
        </tr>
      </thead>
      <tbody>
        {NIGHTS.map((n) => (
          <tr key={n.night}>
            <td>{n.night}</td>
            <td className="num">{n.sold}</td>
            <td className="num">{pct(occupancy(n.sold, ROOMS))}</td>
            <td className="num">{money(rate(n.revenuePence, n.sold))}</td>
            <td className={status(n) === "Soft" ? "soft" : ""}>{status(n)}</td>
            <td className="num">{money(Math.round(n.revenuePence / ROOMS))}</td>
          </tr>
        ))}
        <tr className="total">
          <td>Week</td>
          <td className="num">{WEEK_SOLD}</td>
          <td className="num">{pct(occupancy(WEEK_SOLD, WEEK_CAPACITY))}</td>
          <td className="num">{money(rate(WEEK_PENCE, WEEK_SOLD))}</td>
          <td></td>
          <td className="num">{money(Math.round(WEEK_PENCE / WEEK_CAPACITY))}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Quayside Lantern Hotel: week of 9 November 2026</h1>
      <section aria-labelledby="nights-heading">
        <h2 id="nights-heading">Nights</h2>
        <NightsTable />
        <ul className="lines">
          <li>Room revenue for the week: {money(WEEK_PENCE)}</li>
        </ul>
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Occupancy by night</h2>
        <OccupancyChart />
        <ul className="lines">
          <li>Nights at or above the 80% target: {atTarget} of {NIGHTS.length}</li>
          <li>Lowest night: {lowest.night} ({pct(occupancy(lowest.sold, ROOMS))})</li>
        </ul>
      </section>
    </main>
  );
}
