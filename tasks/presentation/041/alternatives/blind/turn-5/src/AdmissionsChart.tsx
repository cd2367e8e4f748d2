import type { ScreenRow } from "./stats";
import { fmtCount } from "./format";

const W = 760;
const H = 360;
const PAD = { top: 24, right: 24, bottom: 52, left: 92 };
const STEP = 2000;

export default function AdmissionsChart({ rows }: { rows: ScreenRow[] }) {
  const bars = [...rows].sort((a, b) => b.admissions - a.admissions);
  const peak = Math.max(...bars.map((r) => r.admissions));
  const top = Math.ceil(peak / STEP) * STEP;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / bars.length;
  const barW = slot * 0.58;
  const baseY = PAD.top + plotH;
  const yOf = (v: number) => baseY - (v / top) * plotH;

  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label="Bar chart of November admissions per screen"
    >
      {ticks.map((t) => (
        <g key={t} aria-hidden="true">
          <line x1={PAD.left} x2={W - PAD.right} y1={yOf(t)} y2={yOf(t)} stroke="#e3d9cc" />
          <text x={PAD.left - 10} y={yOf(t) + 4} textAnchor="end" fontSize="12" fill="#3a332b">
            {fmtCount(t)}
          </text>
        </g>
      ))}
      <text
        x={20}
        y={PAD.top + plotH / 2}
        transform={`rotate(-90 20 ${PAD.top + plotH / 2})`}
        textAnchor="middle"
        fontSize="14"
        fill="#1f1b16"
      >
        Admissions
      </text>
      {bars.map((r, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const y = yOf(r.admissions);
        return (
          <g key={r.name}>
            <rect
              role="img"
              aria-label={`${r.name}: ${fmtCount(r.admissions)} admissions`}
              x={x}
              y={y}
              width={barW}
              height={baseY - y}
              fill="#8a3b12"
            />
            <text x={x + barW / 2} y={baseY + 22} textAnchor="middle" fontSize="14" fill="#1f1b16">
              {r.name}
            </text>
          </g>
        );
      })}
      <line x1={PAD.left} x2={W - PAD.right} y1={baseY} y2={baseY} stroke="#1f1b16" />
    </svg>
  );
}
