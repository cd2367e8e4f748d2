import type { MonthCount } from "./passengers";
import { count } from "./format";

type Props = { months: MonthCount[] };

const W = 860;
const H = 330;
const LEFT = 90;
const RIGHT = 26;
const TOP = 18;
const BOTTOM = 46;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;
const STEP = 10000;

export default function PassengerChart({ months }: Props) {
  const peak = Math.max(...months.map((m) => m.passengers));
  const top = Math.ceil(peak / STEP) * STEP;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);

  const slot = PLOT_W / months.length;
  const xAt = (i: number) => Math.round((LEFT + slot * i + slot / 2) * 10) / 10;
  const yAt = (v: number) => Math.round((TOP + PLOT_H - (v / top) * PLOT_H) * 10) / 10;
  const path = months.map((m, i) => `${xAt(i)},${yAt(m.passengers)}`).join(" ");

  return (
    <svg className="line-chart" viewBox={`0 0 ${W} ${H}`} aria-labelledby="monthly-title">
      {ticks.map((t) => (
        <g key={t}>
          <line className={t === 0 ? "axis" : "gridline"} x1={LEFT} x2={LEFT + PLOT_W} y1={yAt(t)} y2={yAt(t)} />
          <text className="tick" x={LEFT - 10} y={yAt(t) + 4} textAnchor="end">
            {count(t)}
          </text>
        </g>
      ))}
      <line className="axis" x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT_H} />
      <text className="axis-name" transform={`translate(18 ${TOP + PLOT_H / 2}) rotate(-90)`} textAnchor="middle">
        Passengers
      </text>
      <polyline className="trend" points={path} />
      {months.map((m, i) => {
        const name = `${m.short}: ${count(m.passengers)} passengers`;
        return (
          <g key={m.short}>
            <circle role="img" aria-label={name} className="point" cx={xAt(i)} cy={yAt(m.passengers)} r={5.5}>
              <title>{name}</title>
            </circle>
            <text className="tick" x={xAt(i)} y={TOP + PLOT_H + 22} textAnchor="middle">
              {m.short}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
