import "./styles.css";

type Exhibition = { name: string; visitors: number; forms: number };

// Summer 2026 exhibitions: turnstile visitors and feedback forms returned.
const EXHIBITIONS: Exhibition[] = [
  { name: "Foundry Years", visitors: 18420, forms: 1105 },
  { name: "Glass and Light", visitors: 12760, forms: 893 },
  { name: "Lost Trams", visitors: 24315, forms: 1216 },
  { name: "Market Hall Faces", visitors: 9840, forms: 738 },
  { name: "Mill Town Textiles", visitors: 15000, forms: 1371 },
  { name: "Moths After Dark", visitors: 7185, forms: 431 },
];

const sum = (pick: (e: Exhibition) => number) => EXHIBITIONS.reduce((total, e) => total + pick(e), 0);
const TOTAL_VISITORS = sum((e) => e.visitors);
const TOTAL_FORMS = sum((e) => e.forms);
const count = (n: number) => n.toLocaleString("en-US");
// A share as a percentage, rounded (not cut off) to one decimal.
const pct1 = (part: number, whole: number) => `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;

const byVisitors = [...EXHIBITIONS].sort((a, b) => b.visitors - a.visitors);

const W = 720;
const ROW = 40;
const PAD = { left: 150, right: 28, top: 12, bottom: 56 };
const TOP = 25000;
const TICKS = [0, 5000, 10000, 15000, 20000, 25000];

function VisitorsChart({ exhibitions }: { exhibitions: Exhibition[] }) {
  const H = PAD.top + exhibitions.length * ROW + PAD.bottom;
  const plotW = W - PAD.left - PAD.right;
  const x = (v: number) => PAD.left + (v / TOP) * plotW;
  const axisY = PAD.top + exhibitions.length * ROW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of visitors per exhibition">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={PAD.top} y2={axisY} className="grid" />
          <text className="tick" x={x(t)} y={axisY + 18} textAnchor="middle">{count(t)}</text>
        </g>
      ))}
      {exhibitions.map((e, i) => {
        const y = PAD.top + i * ROW + 8;
        return (
          <g key={e.name}>
            <text className="tick" x={PAD.left - 10} y={y + 16} textAnchor="end">{e.name}</text>
            <rect className="bar" role="img" aria-label={`${e.name}: ${count(e.visitors)} visitors`}
              x={x(0)} y={y} width={x(e.visitors) - x(0)} height={ROW - 16} />
          </g>
        );
      })}
      <text className="axis-label" x={PAD.left + plotW / 2} y={H - 10} textAnchor="middle">Visitors</text>
    </svg>
  );
}

function ExhibitionTable() {
  const rows = byVisitors;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Exhibition</th>
          <th scope="col" className="num">Visitors</th>
          <th scope="col" className="num">Feedback forms</th>
          <th scope="col" className="num">Response rate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((e) => (
          <tr key={e.name}>
            <td>{e.name}</td>
            <td className="num">{count(e.visitors)}</td>
            <td className="num">{count(e.forms)}</td>
            <td className="num">{pct1(e.forms, e.visitors)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All exhibitions</td>
          <td className="num">{count(TOTAL_VISITORS)}</td>
          <td className="num">{count(TOTAL_FORMS)}</td>
          <td className="num">{pct1(TOTAL_FORMS, TOTAL_VISITORS)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const busy = EXHIBITIONS.filter((e) => e.visitors >= 15000).length;
  return (
    <main>
      <h1>Calderbrook City Museum: summer exhibitions 2026</h1>
      <section aria-labelledby="table-heading">
        <h2 id="table-heading">Exhibition visitors</h2>
        <ExhibitionTable />
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Visitors by exhibition</h2>
        <VisitorsChart exhibitions={byVisitors} />
        <ul className="facts">
          <li>Exhibitions with 15,000 or more visitors: {busy} of {EXHIBITIONS.length}</li>
        </ul>
      </section>
    </main>
  );
}
