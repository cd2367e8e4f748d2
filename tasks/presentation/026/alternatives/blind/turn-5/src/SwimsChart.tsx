import type { SessionType } from "./data";
import { fmtCount } from "./format";

const W = 760;
const ROW = 46;
const BAR = 28;
const PAD = { top: 16, right: 90, bottom: 62, left: 132 };
const STEP = 500;

export default function SwimsChart({ rows }: { rows: SessionType[] }) {
  const peak = Math.max(...rows.map((r) => r.swims));
  const max = Math.ceil(peak / STEP) * STEP;
  const plotW = W - PAD.left - PAD.right;
  const plotH = rows.length * ROW;
  const H = PAD.top + plotH + PAD.bottom;
  const xOf = (v: number) => PAD.left + (v / max) * plotW;
  const ticks: number[] = [];
  for (let t = 0; t <= max; t += STEP) ticks.push(t);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label="Horizontal bar chart of swims per session type"
    >
      {ticks.map((t) => (
        <g key={t} aria-hidden="true">
          <line
            x1={xOf(t)}
            x2={xOf(t)}
            y1={PAD.top}
            y2={PAD.top + plotH}
            stroke={t === 0 ? "#1b2430" : "#d6e0e8"}
          />
          <text x={xOf(t)} y={PAD.top + plotH + 18} textAnchor="middle" fontSize="12" fill="#33414f">
            {fmtCount(t)}
          </text>
        </g>
      ))}
      {rows.map((r, i) => {
        const y = PAD.top + i * ROW + (ROW - BAR) / 2;
        const w = xOf(r.swims) - xOf(0);
        return (
          <g key={r.name}>
            <text
              x={PAD.left - 10}
              y={y + BAR / 2 + 5}
              textAnchor="end"
              fontSize="14"
              fill="#1b2430"
            >
              {r.name}
            </text>
            <rect
              role="img"
              aria-label={`${r.name}: ${fmtCount(r.swims)} swims`}
              x={xOf(0)}
              y={y}
              width={w}
              height={BAR}
              rx={3}
              fill="#1f6f9f"
            />
            <text
              x={xOf(r.swims) + 8}
              y={y + BAR / 2 + 5}
              fontSize="13"
              fill="#1b2430"
              aria-hidden="true"
            >
              {fmtCount(r.swims)}
            </text>
          </g>
        );
      })}
      <text
        x={PAD.left + plotW / 2}
        y={PAD.top + plotH + 46}
        textAnchor="middle"
        fontSize="14"
        fontWeight="600"
        fill="#1b2430"
      >
        Swims
      </text>
    </svg>
  );
}
