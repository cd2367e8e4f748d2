import { count } from "./format";

export type Month = { label: string; footfall: number };

const W = 720;
const H = 340;
const PAD = { left: 92, right: 28, top: 18, bottom: 44 };
const TOP = 600000;
const TICKS = [0, 100000, 200000, 300000, 400000, 500000, 600000];

export default function MonthChart({ months }: { months: Month[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (i + 0.5) * (plotW / months.length);
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  const path = months.map((m, i) => `${i === 0 ? "M" : "L"}${x(i)},${y(m.footfall)}`).join(" ");
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Line chart of entries and exits on the whole line by month, April to September 2026">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      <path className="trend" d={path} />
      {months.map((m, i) => (
        <g key={m.label}>
          <circle className="point" role="img" aria-label={`${m.label} 2026: ${count(m.footfall)} entries and exits`}
            cx={x(i)} cy={y(m.footfall)} r={6} />
          <text className="tick" x={x(i)} y={H - PAD.bottom + 20} textAnchor="middle">{m.label}</text>
        </g>
      ))}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Entries and exits
      </text>
    </svg>
  );
}
