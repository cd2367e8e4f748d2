import "./styles.css";

type Grade = "A" | "B" | "C" | "D" | "F";
const GRADES: Grade[] = ["A", "B", "C", "D", "F"];

// After three approved regrades (two C to B, one D to C).
const COUNTS: Record<Grade, number> = { A: 14, B: 24, C: 16, D: 5, F: 3 };
const RANGES: Record<Grade, string> = { A: "90–100", B: "80–89", C: "70–79", D: "60–69", F: "below 60" };
const PASSING: Grade[] = ["A", "B", "C"];

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

const W = 640;
const H = 300;
const PAD = { left: 64, right: 16, top: 20, bottom: 40 };
const MAX = 30;

function DistributionChart({ counts, total }: { counts: Record<Grade, number>; total: number }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / GRADES.length;
  const y = (v: number) => PAD.top + plotH - (v / MAX) * plotH;
  const ticks = [0, 5, 10, 15, 20, 25, 30];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Bar chart of final letter grades">
      {ticks.map((t) => (
        <g key={t}>
          <line className="gridline" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      {GRADES.map((g, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        const n = counts[g];
        return (
          <g key={g}>
            <rect className="bar" role="img" aria-label={`${g}: ${n} students (${pct(n, total)})`}
              x={x} y={y(n)} width={slot * 0.6} height={y(0) - y(n)} rx={3} />
            <text className="value" x={x + slot * 0.3} y={y(n) - 6} textAnchor="middle">{n}</text>
            <text className="grade-label" x={x + slot * 0.3} y={H - PAD.bottom + 20} textAnchor="middle">{g}</text>
          </g>
        );
      })}
      <text className="axis-title" transform={`translate(18 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Number of students
      </text>
    </svg>
  );
}

function BandsTable({ counts, total }: { counts: Record<Grade, number>; total: number }) {
  let running = 0;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Grade</th>
          <th scope="col">Score range</th>
          <th scope="col">Students</th>
          <th scope="col">At this grade or better</th>
        </tr>
      </thead>
      <tbody>
        {GRADES.map((g) => {
          running += counts[g];
          return (
            <tr key={g}>
              <td>{g}</td>
              <td>{RANGES[g]}</td>
              <td>{counts[g]}</td>
              <td>{pct(running, total)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Label–value figures as a description list: each entry reads "Label: value". */
function Figures({ items, className }: { items: [string, string][]; className: string }) {
  return (
    <dl className={`figures-list ${className}`}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}:</dt>{" "}<dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function App() {
  const total = GRADES.reduce((sum, g) => sum + COUNTS[g], 0);
  const passing = PASSING.reduce((sum, g) => sum + COUNTS[g], 0);
  return (
    <main>
      <h1>BIO 214 grade report</h1>
      <p className="term">Cell Biology · final letter grades, end of term</p>
      <section aria-labelledby="dist-heading">
        <h2 id="dist-heading">Grade distribution</h2>
        <p className="lead">{total} students graded</p>
        <DistributionChart counts={COUNTS} total={total} />
      </section>
      <section aria-labelledby="bands-heading">
        <h2 id="bands-heading">Grade bands</h2>
        <BandsTable counts={COUNTS} total={total} />
        <Figures className="lead" items={[["Pass rate (C or better)", pct(passing, total)]]} />
      </section>
    </main>
  );
}
