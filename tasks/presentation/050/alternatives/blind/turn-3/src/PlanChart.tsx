import type { PlanFigure } from "./planFigures";
import { formatTenths } from "./format";

const WIDTH = 760;
const LABEL_W = 130;
const RIGHT_PAD = 64;
const TOP = 10;
const BAR_H = 28;
const GAP = 12;
const AXIS_H = 56;
const STEP = 20;

/** Horizontal bars of against-plan figures, highest first, all from 0 on one shared scale. */
export default function PlanChart({ figures }: { figures: PlanFigure[] }) {
  const max = Math.max(100, ...figures.map((f) => f.tenths / 10));
  const scaleMax = Math.ceil(max / STEP) * STEP;
  const plotW = WIDTH - LABEL_W - RIGHT_PAD;
  const x = (v: number) => LABEL_W + (v / scaleMax) * plotW;
  const plotH = figures.length * (BAR_H + GAP) - GAP;
  const height = TOP + plotH + AXIS_H;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += STEP) ticks.push(t);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-label="Bar chart of each parish's connections against plan, highest first"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP - 4} y2={TOP + plotH} className="grid" />
          <text x={x(t)} y={TOP + plotH + 18} textAnchor="middle" className="tick" aria-hidden="true">
            {t}%
          </text>
        </g>
      ))}
      {figures.map((f, i) => {
        const y = TOP + i * (BAR_H + GAP);
        const value = f.tenths / 10;
        const name = `${f.name}: ${formatTenths(f.tenths)} of plan`;
        return (
          <g key={f.name}>
            <text x={LABEL_W - 10} y={y + BAR_H / 2} textAnchor="end" dominantBaseline="middle" className="bar-label">
              {f.name}
            </text>
            <rect x={x(0)} y={y} width={x(value) - x(0)} height={BAR_H} className="bar" role="img" aria-label={name}>
              <title>{name}</title>
            </rect>
            <text x={x(value) + 6} y={y + BAR_H / 2} dominantBaseline="middle" className="bar-value" aria-hidden="true">
              {formatTenths(f.tenths)}
            </text>
          </g>
        );
      })}
      <line x1={x(0)} x2={x(0)} y1={TOP - 4} y2={TOP + plotH} className="axis" />
      <line x1={x(0)} x2={x(scaleMax)} y1={TOP + plotH} y2={TOP + plotH} className="axis" />
      <text x={LABEL_W + plotW / 2} y={TOP + plotH + 44} textAnchor="middle" className="axis-title">
        Percent of plan
      </text>
    </svg>
  );
}
