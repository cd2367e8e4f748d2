import { fmtInt } from "./format";

export interface MonthPoint {
  month: string;
  energyKwh: number;
}

const W = 760;
const H = 340;
const PAD = { top: 24, right: 36, bottom: 50, left: 96 };
const STEP = 5000;

export default function EnergyChart({ points }: { points: MonthPoint[] }) {
  const peak = Math.max(...points.map((p) => p.energyKwh));
  const top = Math.ceil(peak / STEP) * STEP;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const baseY = PAD.top + plotH;
  const xOf = (i: number) => PAD.left + (points.length === 1 ? plotW / 2 : (i * plotW) / (points.length - 1));
  const yOf = (v: number) => baseY - (v / top) * plotH;

  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${xOf(i)},${yOf(p.energyKwh)}`).join(" ");

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label="Line chart of energy delivered per month, June to November 2026"
    >
      {ticks.map((t) => (
        <g key={t} aria-hidden="true">
          <line x1={PAD.left} x2={W - PAD.right} y1={yOf(t)} y2={yOf(t)} stroke="#dbe5e1" />
          <text x={PAD.left - 10} y={yOf(t) + 4} textAnchor="end" fontSize="12" fill="#33443f">
            {fmtInt(t)}
          </text>
        </g>
      ))}
      <line x1={PAD.left} x2={W - PAD.right} y1={baseY} y2={baseY} stroke="#14211d" />
      <text
        x={22}
        y={PAD.top + plotH / 2}
        transform={`rotate(-90 22 ${PAD.top + plotH / 2})`}
        textAnchor="middle"
        fontSize="14"
        fill="#14211d"
      >
        Energy (kWh)
      </text>
      <path d={path} fill="none" stroke="#1b7a5a" strokeWidth="3" aria-hidden="true" />
      {points.map((p, i) => (
        <g key={p.month}>
          <circle
            role="img"
            aria-label={`${p.month}: ${fmtInt(p.energyKwh)} kWh`}
            cx={xOf(i)}
            cy={yOf(p.energyKwh)}
            r="6"
            fill="#ffffff"
            stroke="#1b7a5a"
            strokeWidth="3"
          />
          <text x={xOf(i)} y={baseY + 24} textAnchor="middle" fontSize="14" fill="#14211d">
            {p.month}
          </text>
        </g>
      ))}
    </svg>
  );
}
