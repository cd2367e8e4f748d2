import { count } from "./format";
import type { Week } from "./weekly";

type Props = { weeks: Week[]; labelledBy: string };

const W = 900;
const H = 340;
const LEFT = 86;
const RIGHT = 24;
const TOP = 20;
const BOTTOM = 46;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;
const STEP = 500;

export default function WeeklyChart({ weeks, labelledBy }: Props) {
  const max = Math.max(...weeks.map((w) => w.tickets));
  const top = Math.ceil(max / STEP) * STEP;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);
  const x = (i: number) => LEFT + (PLOT_W * (i + 0.5)) / weeks.length;
  const y = (v: number) => TOP + PLOT_H - (v / top) * PLOT_H;
  const path = weeks.map((w, i) => `${x(i).toFixed(1)},${y(w.tickets).toFixed(1)}`).join(" ");

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} aria-labelledby={labelledBy}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(t)} y2={y(t)} className={t === 0 ? "axis" : "grid"} />
          <text x={LEFT - 8} y={y(t) + 4} textAnchor="end" className="tick">
            {count(t)}
          </text>
        </g>
      ))}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT_H} className="axis" />
      <text
        className="axis-title"
        transform={`translate(22 ${TOP + PLOT_H / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        Tickets sold
      </text>
      <polyline points={path} className="line" />
      {weeks.map((w, i) => {
        const name = `${w.label}: ${count(w.tickets)} tickets`;
        return (
          <g key={w.label}>
            <circle role="img" aria-label={name} cx={x(i)} cy={y(w.tickets)} r={6} className="point">
              <title>{name}</title>
            </circle>
            <text x={x(i)} y={TOP + PLOT_H + 22} textAnchor="middle" className="tick">
              {w.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
