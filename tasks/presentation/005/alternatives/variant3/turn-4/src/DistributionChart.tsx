import { LETTERS, type GradeCounts } from './grades';
import { percent, totalStudents } from './stats';

const W = 640;
const H = 340;
const M = { top: 24, right: 20, bottom: 44, left: 70 };
const STEP = 5;

interface Props {
  counts: GradeCounts;
}

export function DistributionChart({ counts }: Props) {
  const total = totalStudents(counts);
  const peak = Math.max(...LETTERS.map((l) => counts[l]));
  const yMax = Math.ceil(peak / STEP) * STEP;
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const base = M.top + plotH;
  const y = (n: number) => base - (n / yMax) * plotH;
  const slot = plotW / LETTERS.length;
  const barW = slot * 0.58;
  const ticks: number[] = [];
  for (let t = 0; t <= yMax; t += STEP) ticks.push(t);

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Students per letter grade">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} className={t === 0 ? 'baseline' : 'gridline'} />
          <text x={M.left - 8} y={y(t) + 4} textAnchor="end" className="tick">
            {t}
          </text>
        </g>
      ))}

      {LETTERS.map((letter, i) => {
        const n = counts[letter];
        const x = M.left + i * slot + (slot - barW) / 2;
        return (
          <g key={letter}>
            <rect
              role="img"
              aria-label={`${letter}: ${n} students (${percent(n, total)})`}
              x={x}
              y={y(n)}
              width={barW}
              height={base - y(n)}
              className={`bar bar-${letter}`}
            />
            <text x={x + barW / 2} y={y(n) - 6} textAnchor="middle" className="bar-count" aria-hidden="true">
              {n}
            </text>
            <text x={x + barW / 2} y={base + 20} textAnchor="middle" className="tick letter">
              {letter}
            </text>
          </g>
        );
      })}

      <text
        className="axis-title"
        textAnchor="middle"
        transform={`translate(20 ${M.top + plotH / 2}) rotate(-90)`}
      >
        Number of students
      </text>
    </svg>
  );
}
