import { HOTEL_ROOMS, type Night } from "./data";
import { occTenths } from "./calc";
import { fmtPct } from "./format";

const W = 760;
const H = 340;
const PAD = { top: 20, right: 24, bottom: 50, left: 80 };
const TICKS = [0, 20, 40, 60, 80, 100];

export default function OccupancyChart({ nights }: { nights: Night[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const baseY = PAD.top + plotH;
  const slot = plotW / nights.length;
  const barW = slot * 0.6;
  const yOf = (pct: number) => baseY - (pct / 100) * plotH;

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Bar chart of occupancy by night">
      {TICKS.map((t) => (
        <g key={t} aria-hidden="true">
          <line x1={PAD.left} x2={W - PAD.right} y1={yOf(t)} y2={yOf(t)} stroke="#e4dfec" />
          <text x={PAD.left - 10} y={yOf(t) + 4} textAnchor="end" fontSize="12" fill="#3b3549">
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
        fill="#1d1a26"
      >
        Occupancy (%)
      </text>
      {nights.map((n, i) => {
        const tenths = occTenths(n.roomsSold, HOTEL_ROOMS);
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const y = yOf(tenths / 10);
        return (
          <g key={n.label}>
            <rect
              role="img"
              aria-label={`${n.label}: ${fmtPct(tenths)}`}
              x={x}
              y={y}
              width={barW}
              height={baseY - y}
              fill="#5b3f99"
            />
            <text x={x + barW / 2} y={baseY + 22} textAnchor="middle" fontSize="13" fill="#1d1a26">
              {n.label}
            </text>
          </g>
        );
      })}
      <line x1={PAD.left} x2={W - PAD.right} y1={baseY} y2={baseY} stroke="#1d1a26" />
    </svg>
  );
}
