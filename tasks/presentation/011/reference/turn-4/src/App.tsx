import "./styles.css";

type Month = { short: string; storage: number };

type Reservoir = { name: string; capacity: number; stored: number };

// Position of each reservoir on 31 December 2025, in megalitres.
const RESERVOIRS: Reservoir[] = [
  { name: "Hollin Moss", capacity: 12400, stored: 7720 },
  { name: "Brackenridge", capacity: 8650, stored: 5490 }, // corrected gauge reading
  { name: "Tarnside", capacity: 5320, stored: 3870 },
  { name: "Witherby Lower", capacity: 3180, stored: 1470 },
];

const TOTAL_CAPACITY = RESERVOIRS.reduce((s, r) => s + r.capacity, 0);
const TOTAL_STORED = RESERVOIRS.reduce((s, r) => s + r.stored, 0);
const share = (stored: number, capacity: number) => (stored / capacity) * 100;

// Combined storage of the four reservoirs at the end of each month of 2025, % of total capacity.
// December is the all-reservoir position on 31 December, taken from the reservoir table.
const MONTHS: Month[] = [
  { short: "Jan", storage: 84.2 },
  { short: "Feb", storage: 88.5 },
  { short: "Mar", storage: 91.3 },
  { short: "Apr", storage: 87.9 },
  { short: "May", storage: 80.4 },
  { short: "Jun", storage: 71.6 },
  { short: "Jul", storage: 63.2 },
  { short: "Aug", storage: 57.9 },
  { short: "Sep", storage: 52.4 },
  { short: "Oct", storage: 60.0 },
  { short: "Nov", storage: 58.7 },
  { short: "Dec", storage: Math.round(share(TOTAL_STORED, TOTAL_CAPACITY) * 10) / 10 },
];

const pct = (v: number) => `${v.toFixed(1)}%`;
const ml = (n: number) => n.toLocaleString("en-US");

const W = 720;
const H = 320;
const PAD = { left: 70, right: 180, top: 16, bottom: 40 };
const WARNING = 60;
const belowWarning = (m: Month) => m.storage < WARNING;
const TICKS = [0, 20, 40, 60, 80, 100];

function StorageChart({ months }: { months: Month[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / months.length;
  const y = (v: number) => PAD.top + plotH - (v / 100) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of reservoir storage at the end of each month">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{t}%</text>
        </g>
      ))}
      {months.map((m, i) => {
        const x = PAD.left + i * slot + slot * 0.18;
        return (
          <g key={m.short}>
            <rect className={belowWarning(m) ? "bar below" : "bar"} role="img"
              aria-label={`${m.short}: ${pct(m.storage)} full${belowWarning(m) ? ", below warning" : ""}`}
              x={x} y={y(m.storage)} width={slot * 0.64} height={y(0) - y(m.storage)} />
            <text className="tick" x={x + slot * 0.32} y={H - PAD.bottom + 18} textAnchor="middle">{m.short}</text>
          </g>
        );
      })}
      <line className="warning-line" x1={PAD.left} x2={W - PAD.right + 6} y1={y(WARNING)} y2={y(WARNING)} />
      <text className="warning-label" x={W - PAD.right + 10} y={y(WARNING) + 4}>Drought warning: {WARNING}%</text>
      <text className="axis-label" transform={`translate(18 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Storage (% of capacity)
      </text>
    </svg>
  );
}

function ReservoirTable() {
  const rows = [...RESERVOIRS].sort((a, b) => share(a.stored, a.capacity) - share(b.stored, b.capacity));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Reservoir</th>
          <th scope="col" className="num">Capacity (ML)</th>
          <th scope="col" className="num">Stored (ML)</th>
          <th scope="col" className="num">Percent full</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td>
            <td className="num">{ml(r.capacity)}</td>
            <td className="num">{ml(r.stored)}</td>
            <td className="num">{pct(share(r.stored, r.capacity))}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All reservoirs</td>
          <td className="num">{ml(TOTAL_CAPACITY)}</td>
          <td className="num">{ml(TOTAL_STORED)}</td>
          <td className="num">{pct(share(TOTAL_STORED, TOTAL_CAPACITY))}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const lowest = MONTHS.reduce((low, m) => (m.storage < low.storage ? m : low), MONTHS[0]);
  return (
    <main>
      <h1>Ashvale Water reservoir storage 2025</h1>
      <p className="lede">Combined storage of the four upland reservoirs at the end of each month, as a share of total capacity.</p>
      <section aria-labelledby="monthly-heading">
        <h2 id="monthly-heading">Monthly storage</h2>
        <StorageChart months={MONTHS} />
        <ul className="facts">
          <li>Lowest month: {lowest.short} ({pct(lowest.storage)})</li>
          <li>Months below drought warning: {MONTHS.filter(belowWarning).length} of {MONTHS.length}</li>
        </ul>
      </section>
      <section aria-labelledby="reservoirs-heading">
        <h2 id="reservoirs-heading">Reservoirs at year end</h2>
        <ReservoirTable />
      </section>
    </main>
  );
}
