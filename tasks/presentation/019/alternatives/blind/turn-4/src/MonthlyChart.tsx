import { visits } from "./format";
import type { Month } from "./monthly";

type Props = { months: Month[]; labelledBy: string };

const W = 860;
const H = 340;
const LEFT = 90;
const RIGHT = 20;
const TOP = 20;
const BOTTOM = 44;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;
const STEP = 10000;

export default function MonthlyChart({ months, labelledBy }: Props) {
  const max = Math.max(...months.map((m) => m.visits));
  const top = Math.ceil(max / STEP) * STEP;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);
  const slot = PLOT_W / months.length;
  const barW = slot * 0.6;
  const y = (v: number) => TOP + PLOT_H - (v / top) * PLOT_H;

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} aria-labelledby={labelledBy}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(t)} y2={y(t)} className="grid" />
          <text x={LEFT - 8} y={y(t) + 4} textAnchor="end" className="tick">
            {visits(t)}
          </text>
        </g>
      ))}
      <text
        className="axis-title"
        transform={`translate(20 ${TOP + PLOT_H / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        Visits
      </text>
      {months.map((m, i) => {
        const name = `${m.label}: ${visits(m.visits)} visits`;
        const cx = LEFT + slot * (i + 0.5);
        return (
          <g key={m.label}>
            <rect
              role="img"
              aria-label={name}
              x={cx - barW / 2}
              y={y(m.visits)}
              width={barW}
              height={TOP + PLOT_H - y(m.visits)}
              className="bar"
            >
              <title>{name}</title>
            </rect>
            <text x={cx} y={TOP + PLOT_H + 24} textAnchor="middle" className="tick">
              {m.label}
            </text>
          </g>
        );
      })}
      <line x1={LEFT} x2={W - RIGHT} y1={TOP + PLOT_H} y2={TOP + PLOT_H} className="axis" />
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT_H} className="axis" />
    </svg>
  );
}
