import type { MonthLaunches } from "./data";

const WIDTH = 720;
const HEIGHT = 340;
const LEFT = 64;
const RIGHT = 16;
const TOP = 16;
const BOTTOM = 36;
const STEP = 5;

/** Vertical bars, one per month in calendar order, all from 0 on one shared scale. */
export default function LaunchChart({ months }: { months: MonthLaunches[] }) {
  const max = Math.max(STEP, ...months.map((m) => m.launches));
  const scaleMax = Math.ceil(max / STEP) * STEP;
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const baseY = TOP + plotH;
  const y = (v: number) => baseY - (v / scaleMax) * plotH;
  const slot = plotW / months.length;
  const barW = slot * 0.6;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += STEP) ticks.push(t);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label="Bar chart of lifeboat launches per month, April to September 2026"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={LEFT + plotW} y1={y(t)} y2={y(t)} className="grid" />
          <text x={LEFT - 8} y={y(t)} textAnchor="end" dominantBaseline="middle" className="tick" aria-hidden="true">
            {t}
          </text>
        </g>
      ))}
      {months.map((m, i) => {
        const cx = LEFT + slot * i + slot / 2;
        const name = `${m.month}: ${m.launches} launches`;
        return (
          <g key={m.month}>
            <rect x={cx - barW / 2} y={y(m.launches)} width={barW} height={baseY - y(m.launches)} className="bar" role="img" aria-label={name}>
              <title>{name}</title>
            </rect>
            <text x={cx} y={y(m.launches) - 6} textAnchor="middle" className="bar-value" aria-hidden="true">
              {m.launches}
            </text>
            <text x={cx} y={baseY + 18} textAnchor="middle" className="bar-label">
              {m.month}
            </text>
          </g>
        );
      })}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={baseY} className="axis" />
      <line x1={LEFT} x2={LEFT + plotW} y1={baseY} y2={baseY} className="axis" />
      <text
        x={18}
        y={TOP + plotH / 2}
        textAnchor="middle"
        transform={`rotate(-90 18 ${TOP + plotH / 2})`}
        className="axis-title"
      >
        Launches
      </text>
    </svg>
  );
}
