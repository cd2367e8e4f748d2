import type { PontoonRow } from "./calc";
import { fmtPct } from "./format";

const W = 760;
const H = 340;
const PAD = { top: 20, right: 24, bottom: 50, left: 80 };
const TICKS = [0, 20, 40, 60, 80, 100];

export default function OccupancyChart({ rows }: { rows: PontoonRow[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const baseY = PAD.top + plotH;
  const slot = plotW / rows.length;
  const barW = slot * 0.6;
  const yOf = (pct: number) => baseY - (pct / 100) * plotH;

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Bar chart of occupancy by pontoon">
      {TICKS.map((t) => (
        <g key={t} aria-hidden="true">
          <line x1={PAD.left} x2={W - PAD.right} y1={yOf(t)} y2={yOf(t)} stroke="#dde5ee" />
          <text x={PAD.left - 10} y={yOf(t) + 4} textAnchor="end" fontSize="12" fill="#2b3b4c">
            {t}
          </text>
        </g>
      ))}
      <text
        x={22}
        y={PAD.top + plotH / 2}
        transform={`rotate(-90 22 ${PAD.top + plotH / 2})`}
        textAnchor="middle"
        fontSize="14"
        fill="#102030"
      >
        Occupancy (%)
      </text>
      {rows.map((r, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const y = yOf(r.occTenths / 10);
        return (
          <g key={r.name}>
            <rect
              role="img"
              aria-label={`${r.name}: ${fmtPct(r.occTenths)} occupied`}
              x={x}
              y={y}
              width={barW}
              height={baseY - y}
              fill="#1f5f99"
            />
            <text x={x + barW / 2} y={baseY + 22} textAnchor="middle" fontSize="14" fill="#102030">
              {r.name}
            </text>
          </g>
        );
      })}
      <line x1={PAD.left} x2={W - PAD.right} y1={baseY} y2={baseY} stroke="#102030" />
    </svg>
  );
}
