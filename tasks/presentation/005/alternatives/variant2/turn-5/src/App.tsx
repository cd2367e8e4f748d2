import "./styles.css";

type Grade = "A" | "B" | "C" | "D" | "F";
const GRADES: Grade[] = ["A", "B", "C", "D", "F"];

// After three approved regrades (two C to B, one D to C).
const COUNTS: Record<Grade, number> = { A: 14, B: 24, C: 16, D: 5, F: 3 };
const RANGES: Record<Grade, string> = { A: "90–100", B: "80–89", C: "70–79", D: "60–69", F: "below 60" };
const PASSING: Grade[] = ["A", "B", "C"];
const POINTS: Record<Grade, number> = { A: 4, B: 3, C: 2, D: 1, F: 0 };

type LectureSection = { name: string; counts: Record<Grade, number>; tone: string };
const SECTIONS: LectureSection[] = [
  { name: "Section 01", counts: { A: 8, B: 13, C: 7, D: 2, F: 1 }, tone: "s1" },
  { name: "Section 02", counts: { A: 6, B: 11, C: 9, D: 3, F: 2 }, tone: "s2" },
];

const sumCounts = (counts: Record<Grade, number>) => GRADES.reduce((sum, g) => sum + counts[g], 0);
const gpa = (counts: Record<Grade, number>) =>
  (GRADES.reduce((sum, g) => sum + counts[g] * POINTS[g], 0) / sumCounts(counts)).toFixed(2);

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

const W = 640;
const H = 300;
const PAD = { left: 64, right: 16, top: 20, bottom: 40 };
const MAX = 30;

function DistributionChart({ counts, total }: { counts: Record<Grade, number>; total: number }) {
  const mostCommon = GRADES.reduce((best, g) => (counts[g] > counts[best] ? g : best), GRADES[0]);
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
            <rect className={g === mostCommon ? "bar top" : "bar"} role="img"
              aria-label={`${g}: ${n} students (${pct(n, total)})${g === mostCommon ? ", most common" : ""}`}
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

function SectionChart() {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / GRADES.length;
  const barW = slot * 0.32;
  const max = 15;
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, 5, 10, 15];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Grouped bar chart of grades by lecture section">
      {ticks.map((t) => (
        <g key={t}>
          <line className="gridline" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      {GRADES.map((g, i) => {
        const start = PAD.left + i * slot + slot * 0.18;
        return (
          <g key={g}>
            {SECTIONS.map((sec, j) => {
              const n = sec.counts[g];
              const x = start + j * barW;
              return (
                <g key={sec.name}>
                  <rect className={`bar-${sec.tone}`} role="img" aria-label={`${sec.name}, grade ${g}: ${n} students`}
                    x={x} y={y(n)} width={barW - 2} height={y(0) - y(n)} rx={2} />
                  <text className="value" x={x + barW / 2 - 1} y={y(n) - 5} textAnchor="middle">{n}</text>
                </g>
              );
            })}
            <text className="grade-label" x={start + barW} y={H - PAD.bottom + 20} textAnchor="middle">{g}</text>
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
      <section aria-labelledby="key-heading">
        <h2 id="key-heading">Key figures</h2>
        <Figures className="figures" items={[
          ["Students graded", String(total)],
          ["Course GPA", gpa(COUNTS)],
          ["Pass rate (C or better)", pct(passing, total)],
        ]} />
      </section>
      <section aria-labelledby="dist-heading">
        <h2 id="dist-heading">Grade distribution</h2>
        <DistributionChart counts={COUNTS} total={total} />
      </section>
      <section aria-labelledby="bands-heading">
        <h2 id="bands-heading">Grade bands</h2>
        <BandsTable counts={COUNTS} total={total} />
        <Figures className="lead" items={[["Pass rate (C or better)", pct(passing, total)]]} />
      </section>
      <section aria-labelledby="sections-heading">
        <h2 id="sections-heading">By lecture section</h2>
        <SectionChart />
        <ul className="legend" aria-label="Legend">
          {SECTIONS.map((sec) => (
            <li key={sec.name}><span className={`swatch ${sec.tone}`} aria-hidden="true" />{sec.name} ({sumCounts(sec.counts)} students)</li>
          ))}
        </ul>
        <Figures className="gpa" items={SECTIONS.map((sec): [string, string] => [`${sec.name} GPA`, gpa(sec.counts)])} />
      </section>
    </main>
  );
}
