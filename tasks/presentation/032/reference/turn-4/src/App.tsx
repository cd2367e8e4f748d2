import "./styles.css";

type Pass = { name: string; priceCents: number; sold: number; budgetCents: number };

// 2025-26 season: price in euro cents and passes sold.
const PASSES: Pass[] = [
  { name: "Adult day pass", priceCents: 5400, sold: 18420, budgetCents: 100000000 },
  { name: "Child day pass", priceCents: 3250, sold: 8135, budgetCents: 23000000 },
  { name: "Half-day pass", priceCents: 3800, sold: 6840, budgetCents: 25000000 },
  { name: "3-day pass", priceCents: 14800, sold: 2965, budgetCents: 45000000 },
  { name: "6-day pass", priceCents: 26200, sold: 1872, budgetCents: 49608000 },
  { name: "Season pass", priceCents: 64000, sold: 1148, budgetCents: 72000000 },
];

const revenue = (p: Pass) => p.priceCents * p.sold;
const ALL_SOLD = PASSES.reduce((acc, p) => acc + p.sold, 0);
const ALL_REVENUE = PASSES.reduce((acc, p) => acc + revenue(p), 0);
const ALL_BUDGET = PASSES.reduce((acc, p) => acc + p.budgetCents, 0);

const count = (n: number) => n.toLocaleString("en-US");
const euros = (cents: number) =>
  `€${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (part: number, whole: number) => `${(Math.round((part / whole) * 1000 + 1e-9) / 10).toFixed(1)}%`;
// Revenue minus budget, signed; exactly on budget has no sign.
const versus = (cents: number) => (cents > 0 ? `+${euros(cents)}` : cents < 0 ? `-${euros(-cents)}` : euros(0));

const tableRows = [...PASSES].sort((x, y) => revenue(y) - revenue(x));
const bySold = [...PASSES].sort((x, y) => y.sold - x.sold);

const W = 760;
const H = 340;
const PAD = { left: 78, right: 16, top: 16, bottom: 64 };
const TOP = 20000;
const TICKS = [0, 5000, 10000, 15000, 20000];

function SoldChart({ passes }: { passes: Pass[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / passes.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-label="Column chart of lift passes sold per pass type">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      {passes.map((p, i) => {
        const x = PAD.left + i * slot + slot * 0.18;
        return (
          <g key={p.name}>
            <rect className="bar" role="img" aria-label={`${p.name}: ${count(p.sold)} passes`}
              x={x} y={y(p.sold)} width={slot * 0.64} height={y(0) - y(p.sold)} />
            <text className="tick" x={x + slot * 0.32} y={H - PAD.bottom + 20} textAnchor="middle">{p.name}</text>
          </g>
        );
      })}
      <text className="axis-title" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Passes sold
      </text>
    </svg>
  );
}

function ChartSection() {
  const best = bySold[0];
  return (
    <section aria-labelledby="sold-heading">
      <h2 id="sold-heading">Passes sold by type</h2>
      <SoldChart passes={bySold} />
      <p className="line">Best seller: {best.name} ({percent(best.sold, ALL_SOLD)} of passes sold)</p>
    </section>
  );
}

function SalesSection() {
  return (
    <section aria-labelledby="sales-heading">
      <h2 id="sales-heading">Pass sales</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Pass</th>
            <th scope="col" className="num">Price</th>
            <th scope="col" className="num">Sold</th>
            <th scope="col" className="num">Revenue</th>
            <th scope="col" className="num">Budget</th>
            <th scope="col" className="num">Versus budget</th>
          </tr>
        </thead>
        <tbody>
          {tableRows.map((p) => (
            <tr key={p.name}>
              <td>{p.name}</td>
              <td className="num">{euros(p.priceCents)}</td>
              <td className="num">{count(p.sold)}</td>
              <td className="num">{euros(revenue(p))}</td>
              <td className="num">{euros(p.budgetCents)}</td>
              <td className="num">{versus(revenue(p) - p.budgetCents)}</td>
            </tr>
          ))}
          <tr className="total">
            <td>All passes</td>
            <td></td>
            <td className="num">{count(ALL_SOLD)}</td>
            <td className="num">{euros(ALL_REVENUE)}</td>
            <td className="num">{euros(ALL_BUDGET)}</td>
            <td className="num">{versus(ALL_REVENUE - ALL_BUDGET)}</td>
          </tr>
        </tbody>
      </table>
      <p className="line">Average price paid: {euros(Math.round(ALL_REVENUE / ALL_SOLD))}</p>
      <p className="line">Pass types at or above budget: {PASSES.filter((p) => revenue(p) >= p.budgetCents).length} of 6</p>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Montcalvet lift-pass sales, 2025-26 season</h1>
      <SalesSection />
      <ChartSection />
    </main>
  );
}
