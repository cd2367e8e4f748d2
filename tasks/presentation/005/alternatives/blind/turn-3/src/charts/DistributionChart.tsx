import { LETTERS, countStudents, percentOf, studentsLabel, type Distribution } from "../grades";

const VW = 640;
const VH = 330;
const PAD_L = 78;
const PAD_R = 20;
const PAD_T = 22;
const PAD_B = 46;
const TICK_STEP = 5;

export default function DistributionChart({ dist }: { dist: Distribution }) {
  const total = countStudents(dist);
  const biggest = Math.max(...LETTERS.map((g) => dist[g]));
  const yMax = Math.max(TICK_STEP, Math.ceil(biggest / TICK_STEP) * TICK_STEP);
  const plotW = VW - PAD_L - PAD_R;
  const plotH = VH - PAD_T - PAD_B;
  const band = plotW / LETTERS.length;
  const barW = band * 0.56;
  const y = (n: number) => PAD_T + plotH - (n / yMax) * plotH;
  const ticks: number[] = [];
  for (let t = 0; t <= yMax; t += TICK_STEP) ticks.push(t);

  return (
    <svg className="bars" viewBox={`0 0 ${VW} ${VH}`} role="group" aria-label="Bar chart of final letter grades">
      <g aria-hidden="true">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD_L} x2={VW - PAD_R} y1={y(t)} y2={y(t)} stroke="#e4e1ec" />
            <text x={PAD_L - 8} y={y(t) + 4} textAnchor="end" fontSize="12" fill="#3b3650">
              {t}
            </text>
          </g>
        ))}
      </g>
      <text
        x={20}
        y={PAD_T + plotH / 2}
        transform={`rotate(-90 20 ${PAD_T + plotH / 2})`}
        textAnchor="middle"
        fontSize="13"
        fill="#1d1a2b"
      >
        Number of students
      </text>
      {LETTERS.map((g, i) => {
        const n = dist[g];
        const x = PAD_L + i * band + (band - barW) / 2;
        return (
          <g key={g}>
            <rect
              role="img"
              aria-label={`${g}: ${studentsLabel(n)} (${percentOf(n, total)})`}
              x={x}
              y={y(n)}
              width={barW}
              height={PAD_T + plotH - y(n)}
              fill="#5b3f9e"
            />
            <text x={x + barW / 2} y={y(n) - 6} textAnchor="middle" fontSize="12" fill="#3b3650" aria-hidden="true">
              {n}
            </text>
            <text x={x + barW / 2} y={VH - PAD_B + 20} textAnchor="middle" fontSize="14" fontWeight="700" fill="#1d1a2b">
              {g}
            </text>
          </g>
        );
      })}
      <line x1={PAD_L} x2={VW - PAD_R} y1={PAD_T + plotH} y2={PAD_T + plotH} stroke="#1d1a2b" />
    </svg>
  );
}
