import type { Month } from "./data";
import { formatCount } from "./format";

const WIDTH = 720;
const HEIGHT = 330;
const LEFT = 80;
const RIGHT = 16;
const TOP = 20;
const BOTTOM = 36;
const STEP = 1000;

/** One vertical bar per month (school groups plus public), calendar order, from 0 on one scale. */
export default function MonthlyChart({ months }: { months: Month[] }) {
  const totals = months.map((m) => ({ month: m.month, visitors: m.school + m.public }));
  const max = Math.max(STEP, ...totals.map((t) => t.visitors));
  const scaleMax = Math.ceil(max / STEP) * STEP;
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const baseY = TOP + plotH;
  const y = (v: number) => baseY - (v / scaleMax) * plotH;
  const slot = plotW / totals.length;
  const barW = slot * 0.55;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += STEP) ticks.push(t);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label="Bar chart of visitors per month, September to December 2026"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={LEFT + plotW} y1={y(t)} y2={y(t)} className="grid" />
          <text x={LEFT - 8} y={y(t)} textAnchor="end" dominantBaseline="middle" className="tick" aria-hidden="true">
            {formatCount(t)}
          </text>
        </g>
      ))}
      {totals.map((t, i) => {
        const cx = LEFT + slot * i + slot / 2;
        const name = `${t.month}: ${formatCount(t.visitors)} visitors`;
        return (
          <g key={t.month}>
            <rect
              x={cx - barW / 2}
              y={y(t.visitors)}
              width={barW}
              height={baseY - y(t.visitors)}
              className="bar"
              role="img"
              aria-label={name}
            >
              <title>{name}</title>
            </rect>
            <text x={cx} y={y(t.visitors) - 6} textAnchor="middle" className="bar-value" aria-hidden="true">
              {formatCount(t.visitors)}
            </text>
            <text x={cx} y={baseY + 18} textAnchor="middle" className="bar-label">
              {t.month}
            </text>
          </g>
        );
      })}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={baseY} className="axis" />
      <line x1={LEFT} x2={LEFT + plotW} y1={baseY} y2={baseY} className="axis" />
      <text x={16} y={TOP + plotH / 2} textAnchor="middle" transform={`rotate(-90 16 ${TOP + plotH / 2})`} className="axis-title">
        Visitors per month
      </text>
    </svg>
  );
}
