import { one } from "./format";

export type Bar = { name: string; value: number };

const W = 720;
const ROW = 40;
const PAD = { left: 110, right: 24, top: 12, bottom: 56 };
const TICKS = [0, 20, 40, 60, 80, 100];

export default function OccupancyChart({ bars }: { bars: Bar[] }) {
  const H = PAD.top + bars.length * ROW + PAD.bottom;
  const plotW = W - PAD.left - PAD.right;
  const x = (v: number) => PAD.left + (v / 100) * plotW;
  const base = PAD.top + bars.length * ROW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Horizontal bar chart of berth occupancy by pontoon">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={PAD.top} y2={base} />
          <text className="tick" x={x(t)} y={base + 16} textAnchor="middle">{t}</text>
        </g>
      ))}
      {bars.map((b, i) => {
        const y = PAD.top + i * ROW;
        return (
          <g key={b.name}>
            <text className="tick" x={PAD.left - 10} y={y + ROW / 2 + 4} textAnchor="end">{b.name}</text>
            <rect className="bar" role="img" aria-label={`${b.name}: ${one(b.value)}% occupied`}
              x={x(0)} y={y + 8} width={x(b.value) - x(0)} height={ROW - 16} />
          </g>
        );
      })}
      <text className="axis-label" x={PAD.left + plotW / 2} y={H - 10} textAnchor="middle">Occupancy (%)</text>
    </svg>
  );
}
