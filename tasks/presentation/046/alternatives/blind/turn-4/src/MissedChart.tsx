import type { Clinician } from "./data";
import { formatCount } from "./stats";

const WIDTH = 760;
const LABEL_W = 170;
const RIGHT_PAD = 40;
const TOP = 10;
const BAR_H = 26;
const GAP = 12;
const AXIS_H = 56;

/** One bar per clinician, most missed first, all measured from 0 on one shared scale. */
export default function MissedChart({ clinicians }: { clinicians: Clinician[] }) {
  const bars = [...clinicians].sort((a, b) => b.missed - a.missed);
  const max = Math.max(10, ...bars.map((c) => c.missed));
  const scaleMax = Math.ceil(max / 10) * 10;
  const plotW = WIDTH - LABEL_W - RIGHT_PAD;
  const x = (v: number) => LABEL_W + (v / scaleMax) * plotW;
  const plotH = bars.length * (BAR_H + GAP) - GAP;
  const height = TOP + plotH + AXIS_H;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += 10) ticks.push(t);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-label="Bar chart of appointments missed per clinician, most first"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP - 4} y2={TOP + plotH} className="grid" />
          <text x={x(t)} y={TOP + plotH + 18} textAnchor="middle" className="tick" aria-hidden="true">
            {t}
          </text>
        </g>
      ))}
      {bars.map((c, i) => {
        const y = TOP + i * (BAR_H + GAP);
        const name = `${c.name}: ${c.missed} missed`;
        return (
          <g key={c.name}>
            <text x={LABEL_W - 10} y={y + BAR_H / 2} textAnchor="end" dominantBaseline="middle" className="bar-label">
              {c.name}
            </text>
            <rect
              x={x(0)}
              y={y}
              width={x(c.missed) - x(0)}
              height={BAR_H}
              className="bar"
              role="img"
              aria-label={name}
            >
              <title>{name}</title>
            </rect>
            <text x={x(c.missed) + 6} y={y + BAR_H / 2} dominantBaseline="middle" className="bar-value" aria-hidden="true">
              {formatCount(c.missed)}
            </text>
          </g>
        );
      })}
      <line x1={x(0)} x2={x(0)} y1={TOP - 4} y2={TOP + plotH} className="axis" />
      <line x1={x(0)} x2={x(scaleMax)} y1={TOP + plotH} y2={TOP + plotH} className="axis" />
      <text x={LABEL_W + plotW / 2} y={TOP + plotH + 44} textAnchor="middle" className="axis-title">
        Appointments missed
      </text>
    </svg>
  );
}
