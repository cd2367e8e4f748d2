import "./styles.css";

type Charger = { name: string; type: string; sessions: number; energy: number };

// November 2026. Energy in whole kWh.
const HIGH_FROM = 300; // sessions in the month; exactly 300 is High
const CHARGERS: Charger[] = [
  { name: "Alder", type: "Rapid 150 kW", sessions: 300, energy: 10290 },
  { name: "Birch", type: "Fast 22 kW", sessions: 211, energy: 4027 },
  { name: "Cedar", type: "Rapid 150 kW", sessions: 418, energy: 14251 },
  { name: "Hazel", type: "Fast 22 kW", sessions: 97, energy: 1706 },
  { name: "Larch", type: "Fast 22 kW", sessions: 306, energy: 5941 }, // corrected: the card reader dropped sessions
  { name: "Rowan", type: "Rapid 50 kW", sessions: 352, energy: 7790 },
];

const count = (v: number) => v.toLocaleString("en-US");
const one = (v: number) => v.toFixed(1);
const TOTAL_SESSIONS = CHARGERS.reduce((sum, c) => sum + c.sessions, 0);
const TOTAL_ENERGY = CHARGERS.reduce((sum, c) => sum + c.energy, 0);
const byEnergy = [...CHARGERS].sort((a, b) => b.energy - a.energy);
const isHigh = (c: Charger) => c.sessions >= HIGH_FROM;

// November tariffs in pence per kWh, by charger type; revenue kept in whole pence.
const TARIFF_PENCE: Record<string, number> = { "Rapid 150 kW": 79, "Rapid 50 kW": 65, "Fast 22 kW": 49 };
const revenuePence = (c: Charger) => c.energy * TARIFF_PENCE[c.type];
const TOTAL_REVENUE = CHARGERS.reduce((sum, c) => sum + revenuePence(c), 0);
const money = (pence: number) =>
  `£${(pence / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// Energy delivered per month, June to November 2026; November is the table's total.
const MONTHS: { month: string; energy: number }[] = [
  { month: "Jun", energy: 28115 },
  { month: "Jul", energy: 31460 },
  { month: "Aug", energy: 33902 },
  { month: "Sep", energy: 30877 },
  { month: "Oct", energy: 36540 },
  { month: "Nov", energy: TOTAL_ENERGY },
];
const JUNE = MONTHS[0].energy;
const change = ((TOTAL_ENERGY - JUNE) / JUNE) * 100;
const signedPct = (v: number) => `${v > 0 ? "+" : ""}${v.toFixed(1)}%`;
const best = MONTHS.reduce((top, m) => (m.energy > top.energy ? m : top), MONTHS[0]);

const W = 720;
const H = 320;
const PAD = { left: 78, right: 24, top: 16, bottom: 44 };
const TOP = 50000;
const TICKS = [0, 10000, 20000, 30000, 40000, 50000];

function EnergyChart() {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / MONTHS.length;
  const x = (i: number) => PAD.left + step * (i + 0.5);
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  const path = MONTHS.map((m, i) => `${x(i)},${y(m.energy)}`).join(" ");
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Line chart of the energy the hub delivered each month, June to November 2026">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      <line className="axis" x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} />
      <polyline className="line" points={path} />
      {MONTHS.map((m, i) => (
        <g key={m.month}>
          <circle className="point" role="img" aria-label={`${m.month}: ${count(m.energy)} kWh`}
            cx={x(i)} cy={y(m.energy)} r={6} />
          <text className="tick" x={x(i)} y={H - PAD.bottom + 20} textAnchor="middle">{m.month}</text>
        </g>
      ))}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Energy (kWh)
      </text>
    </svg>
  );
}

function ChargerTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Charger</th>
          <th scope="col">Type</th>
          <th scope="col" className="num">Sessions</th>
          <th scope="col" className="num">Energy (kWh)</th>
          <th scope="col" className="num">Average session (kWh)</th>
          <th scope="col">Use</th>
          <th scope="col" className="num">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {byEnergy.map((c) => (
          <tr key={c.name}>
            <td>{c.name}</td>
            <td>{c.type}</td>
            <td className="num">{count(c.sessions)}</td>
            <td className="num">{count(c.energy)}</td>
            <td className="num">{one(c.energy / c.sessions)}</td>
            <td className={isHigh(c) ? "high" : ""}>{isHigh(c) ? "High" : "Low"}</td>
            <td className="num">{money(revenuePence(c))}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All chargers</td>
          <td></td>
          <td className="num">{count(TOTAL_SESSIONS)}</td>
          <td className="num">{count(TOTAL_ENERGY)}</td>
          <td className="num">{one(TOTAL_ENERGY / TOTAL_SESSIONS)}</td>
          <td></td>
          <td className="num">{money(TOTAL_REVENUE)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Glance() {
  const cards = [
    { label: "Sessions", value: count(TOTAL_SESSIONS) },
    { label: "Energy delivered", value: `${count(TOTAL_ENERGY)} kWh` },
    { label: "Revenue", value: money(TOTAL_REVENUE) },
  ];
  return (
    <section aria-labelledby="glance-heading">
      <h2 id="glance-heading">At a glance</h2>
      <ul className="cards">
        {cards.map((c) => (
          <li className="card" key={c.label}>
            <span className="card-label">{c.label}</span>
            <span className="card-value">{c.value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Brackenford Charging Hub: November 2026</h1>
      <Glance />
      <section aria-labelledby="chargers-heading">
        <h2 id="chargers-heading">Chargers</h2>
        <ChargerTable />
      </section>
      <section aria-labelledby="months-heading">
        <h2 id="months-heading">Energy by month</h2>
        <EnergyChart />
        <ul className="lines">
          <li>Change since June: {signedPct(change)}</li>
          <li>Best month: {best.month} ({count(best.energy)} kWh)</li>
        </ul>
      </section>
    </main>
  );
}
