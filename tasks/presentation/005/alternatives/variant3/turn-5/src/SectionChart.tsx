import { LETTERS, type LectureSection } from './grades';
import { students, totalStudents } from './stats';

const W = 640;
const H = 320;
const M = { top: 20, right: 20, bottom: 44, left: 70 };
const STEP = 2;
const COLORS = ['#1f4e79', '#c0641f'];

interface Props {
  sections: LectureSection[];
}

export function SectionChart({ sections }: Props) {
  const peak = Math.max(...sections.flatMap((s) => LETTERS.map((l) => s.counts[l])));
  const yMax = Math.ceil(peak / STEP) * STEP;
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const base = M.top + plotH;
  const y = (n: number) => base - (n / yMax) * plotH;
  const slot = plotW / LETTERS.length;
  const groupW = slot * 0.7;
  const barW = groupW / sections.length;
  const ticks: number[] = [];
  for (let t = 0; t <= yMax; t += STEP) ticks.push(t);

  return (
    <figure className="grouped">
      <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Students per grade by lecture section">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} className={t === 0 ? 'baseline' : 'gridline'} />
            <text x={M.left - 8} y={y(t) + 4} textAnchor="end" className="tick">
              {t}
            </text>
          </g>
        ))}

        {LETTERS.map((letter, i) => {
          const groupX = M.left + i * slot + (slot - groupW) / 2;
          return (
            <g key={letter}>
              {sections.map((s, j) => {
                const n = s.counts[letter];
                const x = groupX + j * barW;
                return (
                  <g key={s.id}>
                    <rect
                      role="img"
                      aria-label={`${s.label}, grade ${letter}: ${students(n)}`}
                      x={x + 1}
                      y={y(n)}
                      width={barW - 2}
                      height={base - y(n)}
                      fill={COLORS[j]}
                    />
                    <text x={x + barW / 2} y={y(n) - 5} textAnchor="middle" className="bar-count small" aria-hidden="true">
                      {n}
                    </text>
                  </g>
                );
              })}
              <text x={groupX + groupW / 2} y={base + 20} textAnchor="middle" className="tick letter">
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

      <figcaption>
        <ul className="legend">
          {sections.map((s, j) => (
            <li key={s.id}>
              <span className="swatch" style={{ background: COLORS[j] }} aria-hidden="true" />
              {s.label} ({students(totalStudents(s.counts))})
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
