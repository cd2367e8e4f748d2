import type { Round } from "./data";
import { fmtRate } from "./format";
import { rateTenths, TARGET_TENTHS } from "./rates";

const W = 780;
const ROW = 44;
const BAR = 26;
const PAD = { top: 30, right: 80, bottom: 62, left: 160 };
const MAX_TENTHS = 1000; // the rate axis runs from 0% to 100%
const STEP_TENTHS = 100; // gridline every 10%

export default function RateChart({ rounds }: { rounds: Round[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = rounds.length * ROW;
  const H = PAD.top + plotH + PAD.bottom;
  const xOf = (tenths: number) => PAD.left + (tenths / MAX_TENTHS) * plotW;
  const ticks: number[] = [];
  for (let t = 0; t <= MAX_TENTHS; t += STEP_TENTHS) ticks.push(t);
  const targetX = xOf(TARGET_TENTHS);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label="Bar chart of the first-attempt rate of each round"
    >
      {ticks.map((t) => (
        <g key={t} aria-hidden="true">
          <line
            x1={xOf(t)}
            x2={xOf(t)}
            y1={PAD.top}
            y2={PAD.top + plotH}
            stroke={t === 0 ? "#1e2329" : "#e1e5e0"}
          />
          <text x={xOf(t)} y={PAD.top + plotH + 18} textAnchor="middle" fontSize="12" fill="#3d4650">
            {t / 10}
          </text>
        </g>
      ))}
      <g aria-hidden="true">
        <line
          x1={targetX}
          x2={targetX}
          y1={PAD.top - 8}
          y2={PAD.top + plotH}
          stroke="#a33a12"
          strokeWidth={2}
          strokeDasharray="6 4"
        />
        <text x={targetX} y={PAD.top - 12} textAnchor="middle" fontSize="12" fill="#8a2f0d">
          Target
        </text>
      </g>
      {rounds.map((r, i) => {
        const rate = rateTenths(r);
        const y = PAD.top + i * ROW + (ROW - BAR) / 2;
        return (
          <g key={r.name}>
            <text x={PAD.left - 10} y={y + BAR / 2 + 5} textAnchor="end" fontSize="14" fill="#1e2329">
              {r.name}
            </text>
            <rect
              role="img"
              aria-label={`${r.name}: ${fmtRate(rate)}`}
              x={xOf(0)}
              y={y}
              width={xOf(rate) - xOf(0)}
              height={BAR}
              fill="#1f6b57"
            />
            <text
              x={xOf(rate) - 8}
              y={y + BAR / 2 + 5}
              textAnchor="end"
              fontSize="13"
              fontWeight="600"
              fill="#ffffff"
              aria-hidden="true"
            >
              {fmtRate(rate)}
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
        fill="#1e2329"
      >
        First-attempt rate (%)
      </text>
    </svg>
  );
}
