import type { RatedPicker } from "./shift";
import { TARGET_RATE, fmtRate } from "./shift";

const W = 760;
const NAME_COL = 130;
const RIGHT = 60;
const TOP = 30;
const ROW = 28;
const AXIS_SPACE = 52;
const STEP = 20;

export default function RateChart({ rows }: { rows: RatedPicker[] }) {
  const fastest = rows.reduce((m, p) => Math.max(m, p.rate), TARGET_RATE);
  const maxX = Math.ceil(fastest / STEP) * STEP;
  const plotW = W - NAME_COL - RIGHT;
  const plotH = rows.length * ROW;
  const H = TOP + plotH + AXIS_SPACE;
  const x = (v: number) => NAME_COL + (v / maxX) * plotW;

  const ticks: number[] = [];
  for (let v = 0; v <= maxX; v += STEP) ticks.push(v);

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} aria-labelledby="rate-chart-desc">
      <desc id="rate-chart-desc">Horizontal bars of picks per hour for each picker, fastest at the top</desc>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={x(v)} x2={x(v)} y1={TOP} y2={TOP + plotH} stroke="#e1e6e9" />
          <text x={x(v)} y={TOP + plotH + 16} fontSize="11" textAnchor="middle" fill="#3d4a55">
            {v}
          </text>
        </g>
      ))}
      {rows.map((p, i) => {
        const yTop = TOP + i * ROW + 4;
        return (
          <g key={p.name}>
            <text x={NAME_COL - 8} y={yTop + 14} fontSize="13" textAnchor="end" fill="#14202b">
              {p.name}
            </text>
            <rect
              x={NAME_COL}
              y={yTop}
              width={x(p.rate) - NAME_COL}
              height={ROW - 8}
              fill="#2f6f4f"
              role="img"
              aria-label={`${p.name}: ${fmtRate(p.rate)} picks/hour`}
            />
            <text x={x(p.rate) + 4} y={yTop + 14} fontSize="11" fill="#3d4a55" aria-hidden="true">
              {fmtRate(p.rate)}
            </text>
          </g>
        );
      })}
      <line x1={NAME_COL} x2={NAME_COL} y1={TOP} y2={TOP + plotH} stroke="#5b6770" />
      <line x1={NAME_COL} x2={NAME_COL + plotW} y1={TOP + plotH} y2={TOP + plotH} stroke="#5b6770" />
      <line
        x1={x(TARGET_RATE)}
        x2={x(TARGET_RATE)}
        y1={TOP - 8}
        y2={TOP + plotH}
        stroke="#b3261e"
        strokeWidth="2"
        strokeDasharray="6 4"
      />
      <text x={x(TARGET_RATE)} y={TOP - 12} fontSize="12" textAnchor="middle" fill="#b3261e" fontWeight="600">
        Target {TARGET_RATE} picks/hour
      </text>
      <text x={NAME_COL + plotW / 2} y={TOP + plotH + 40} fontSize="13" textAnchor="middle" fill="#14202b">
        Picks per hour
      </text>
    </svg>
  );
}
