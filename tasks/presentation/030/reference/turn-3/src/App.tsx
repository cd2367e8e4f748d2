import "./styles.css";

type Round = { name: string; out: number; first: number };
type Status = "On target" | "Watch" | "Action plan";

// Week of 23 to 29 November 2026: parcels out and parcels delivered at the first attempt.
const ROUNDS: Round[] = [
  { name: "Harbour Quarter", out: 612, first: 534 },
  { name: "Northgate Estate", out: 1120, first: 1034 },
  { name: "Old Town", out: 520, first: 468 },
  { name: "Riverside Flats", out: 830, first: 731 },
  { name: "Millbrook Villages", out: 420, first: 352 },
  { name: "Station Road", out: 540, first: 459 },
];

const sum = (pick: (r: Round) => number) => ROUNDS.reduce((total, r) => total + pick(r), 0);
const TOTAL_OUT = sum((r) => r.out);
const TOTAL_FIRST = sum((r) => r.first);
const count = (n: number) => n.toLocaleString("en-US");
// A share as a percentage, rounded (not cut off) to one decimal.
const pct1 = (part: number, whole: number) => `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
// Compared in whole numbers so that exactly 90.0% or 85.0% is never lost to rounding.
const atLeast = (r: Round, percent: number) => r.first * 100 >= r.out * percent;
const missed = (r: Round) => r.out - r.first;
const statusOf = (r: Round): Status => (atLeast(r, 90) ? "On target" : atLeast(r, 85) ? "Watch" : "Action plan");
const STATUSES: Status[] = ["On target", "Watch", "Action plan"];

// Highest first-attempt rate first (cross-multiplied, no rounding).
const byRate = [...ROUNDS].sort((a, b) => b.first * a.out - a.first * b.out);

const W = 720;
const ROW = 40;
const PAD = { left: 150, right: 28, top: 12, bottom: 56 };
const TICKS = [0, 20, 40, 60, 80, 100];

function RateChart({ rounds }: { rounds: Round[] }) {
  const H = PAD.top + rounds.length * ROW + PAD.bottom;
  const plotW = W - PAD.left - PAD.right;
  const x = (percent: number) => PAD.left + (percent / 100) * plotW;
  const axisY = PAD.top + rounds.length * ROW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of first-attempt rate per round">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={PAD.top} y2={axisY} className="grid" />
          <text className="tick" x={x(t)} y={axisY + 18} textAnchor="middle">{t}%</text>
        </g>
      ))}
      {rounds.map((r, i) => {
        const y = PAD.top + i * ROW + 8;
        const rate = (r.first / r.out) * 100;
        return (
          <g key={r.name}>
            <text className="tick" x={PAD.left - 10} y={y + 16} textAnchor="end">{r.name}</text>
            <rect className="bar" role="img" aria-label={`${r.name}: ${pct1(r.first, r.out)}`}
              x={x(0)} y={y} width={x(rate) - x(0)} height={ROW - 16} />
          </g>
        );
      })}
      <text className="axis-label" x={PAD.left + plotW / 2} y={H - 10} textAnchor="middle">First-attempt rate (%)</text>
    </svg>
  );
}

function RoundTable() {
  const rows = byRate;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Round</th>
          <th scope="col" className="num">Parcels out</th>
          <th scope="col" className="num">Delivered first time</th>
          <th scope="col" className="num">First-attempt rate</th>
          <th scope="col" className="num">Missed</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td>
            <td className="num">{count(r.out)}</td>
            <td className="num">{count(r.first)}</td>
            <td className="num">{pct1(r.first, r.out)}</td>
            <td className="num">{count(missed(r))}</td>
            <td>{statusOf(r)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All rounds</td>
          <td className="num">{count(TOTAL_OUT)}</td>
          <td className="num">{count(TOTAL_FIRST)}</td>
          <td className="num">{pct1(TOTAL_FIRST, TOTAL_OUT)}</td>
          <td className="num">{count(TOTAL_OUT - TOTAL_FIRST)}</td>
          <td></td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const meeting = ROUNDS.filter((r) => atLeast(r, 90)).length;
  return (
    <main>
      <h1>Ashworth Lane depot: first-attempt deliveries, week of 23 November 2026</h1>
      <section aria-labelledby="rounds-heading">
        <h2 id="rounds-heading">Delivery rounds</h2>
        <RoundTable />
        <ul className="facts">
          {STATUSES.map((status) => {
            const group = ROUNDS.filter((r) => statusOf(r) === status);
            const groupMissed = group.reduce((total, r) => total + missed(r), 0);
            return (
              <li key={status}>{status}: {group.length} of {ROUNDS.length} rounds, {count(groupMissed)} missed parcels</li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Rate by round</h2>
        <RateChart rounds={byRate} />
        <ul className="facts">
          <li>Rounds meeting the 90.0% target: {meeting} of {ROUNDS.length}</li>
        </ul>
      </section>
    </main>
  );
}
