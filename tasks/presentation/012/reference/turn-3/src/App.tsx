import "./styles.css";

type Month = { short: string; passengers: number };

// Passengers carried on all routes together in each month of 2025.
const MONTHS: Month[] = [
  { short: "Jan", passengers: 18420 },
  { short: "Feb", passengers: 17960 },
  { short: "Mar", passengers: 22315 },
  { short: "Apr", passengers: 31870 },
  { short: "May", passengers: 38240 },
  { short: "Jun", passengers: 46105 },
  { short: "Jul", passengers: 54230 }, // corrected: 3,150 Fennick tickets were scanned twice
  { short: "Aug", passengers: 55920 },
  { short: "Sep", passengers: 41260 },
  { short: "Oct", passengers: 29740 },
  { short: "Nov", passengers: 20135 },
  { short: "Dec", passengers: 23480 },
];

type Route = { name: string; crossings: number; passengers: number };

// 2025 totals per route.
const ROUTES: Route[] = [
  { name: "Port Aird to Kelsay", crossings: 3285, passengers: 138849 },
  { name: "Port Aird to Fennick", crossings: 2190, passengers: 105270 }, // corrected July
  { name: "Kelsay to Inchmurrin", crossings: 1830, passengers: 106500 },
  { name: "Fennick to Dunvar", crossings: 1460, passengers: 49056 },
];

const count = (n: number) => n.toLocaleString("en-US");
const perCrossing = (r: Route) => (r.passengers / r.crossings).toFixed(1);

const W = 720;
const H = 320;
const PAD = { left: 86, right: 24, top: 16, bottom: 40 };
const MAX = 60000;
const TICKS = [0, 10000, 20000, 30000, 40000, 50000, 60000];

function PassengerChart({ months }: { months: Month[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / months.length;
  const x = (i: number) => PAD.left + slot * (i + 0.5);
  const y = (v: number) => PAD.top + plotH - (v / MAX) * plotH;
  const path = months.map((m, i) => `${i === 0 ? "M" : "L"}${x(i)},${y(m.passengers)}`).join(" ");
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Line chart of passengers carried each month">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      <path className="series" d={path} />
      {months.map((m, i) => (
        <g key={m.short}>
          <circle className="point" role="img" aria-label={`${m.short}: ${count(m.passengers)} passengers`}
            cx={x(i)} cy={y(m.passengers)} r={5} />
          <text className="tick" x={x(i)} y={H - PAD.bottom + 18} textAnchor="middle">{m.short}</text>
        </g>
      ))}
      <text className="axis-label" transform={`translate(18 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Passengers
      </text>
    </svg>
  );
}

function RouteTable() {
  const rows = [...ROUTES].sort((a, b) => b.passengers - a.passengers);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Route</th>
          <th scope="col" className="num">Crossings</th>
          <th scope="col" className="num">Passengers</th>
          <th scope="col" className="num">Passengers per crossing</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td>
            <td className="num">{count(r.crossings)}</td>
            <td className="num">{count(r.passengers)}</td>
            <td className="num">{perCrossing(r)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function App() {
  const total = MONTHS.reduce((s, m) => s + m.passengers, 0);
  const busiest = MONTHS.reduce((best, m) => (m.passengers > best.passengers ? m : best), MONTHS[0]);
  return (
    <main>
      <h1>Skerrow Ferries passengers 2025</h1>
      <p className="lede">Passengers carried on all four routes, month by month.</p>
      <section aria-labelledby="monthly-heading">
        <h2 id="monthly-heading">Monthly passengers</h2>
        <PassengerChart months={MONTHS} />
        <ul className="facts">
          <li>Total: {count(total)} passengers</li>
          <li>Busiest month: {busiest.short} ({count(busiest.passengers)} passengers)</li>
        </ul>
      </section>
      <section aria-labelledby="routes-heading">
        <h2 id="routes-heading">Routes</h2>
        <RouteTable />
      </section>
    </main>
  );
}
