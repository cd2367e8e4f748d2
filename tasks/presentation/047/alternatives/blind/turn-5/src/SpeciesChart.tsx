import type { Species } from "./data";
import { formatCount } from "./format";
import { sortByConsultations } from "./SpeciesTable";

const WIDTH = 760;
const LABEL_W = 120;
const RIGHT_PAD = 48;
const TOP = 10;
const BAR_H = 28;
const GAP = 12;
const AXIS_H = 56;
const STEP = 100;

/** Horizontal bars, one per species, in the table's order, all from 0 on one scale. */
export default function SpeciesChart({ species }: { species: Species[] }) {
  const bars = sortByConsultations(species);
  const max = Math.max(STEP, ...bars.map((s) => s.consultations));
  const scaleMax = Math.ceil(max / STEP) * STEP;
  const plotW = WIDTH - LABEL_W - RIGHT_PAD;
  const x = (v: number) => LABEL_W + (v / scaleMax) * plotW;
  const plotH = bars.length * (BAR_H + GAP) - GAP;
  const height = TOP + plotH + AXIS_H;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += STEP) ticks.push(t);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-label="Bar chart of November consultations per species, most first"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP - 4} y2={TOP + plotH} className="grid" />
          <text x={x(t)} y={TOP + plotH + 18} textAnchor="middle" className="tick" aria-hidden="true">
            {formatCount(t)}
          </text>
        </g>
      ))}
      {bars.map((s, i) => {
        const y = TOP + i * (BAR_H + GAP);
        const name = `${s.name}: ${formatCount(s.consultations)} consultations`;
        return (
          <g key={s.name}>
            <text x={LABEL_W - 10} y={y + BAR_H / 2} textAnchor="end" dominantBaseline="middle" className="bar-label">
              {s.name}
            </text>
            <rect
              x={x(0)}
              y={y}
              width={x(s.consultations) - x(0)}
              height={BAR_H}
              className="bar"
              role="img"
              aria-label={name}
            >
              <title>{name}</title>
            </rect>
            <text
              x={x(s.consultations) + 6}
              y={y + BAR_H / 2}
              dominantBaseline="middle"
              className="bar-value"
              aria-hidden="true"
            >
              {formatCount(s.consultations)}
            </text>
          </g>
        );
      })}
      <line x1={x(0)} x2={x(0)} y1={TOP - 4} y2={TOP + plotH} className="axis" />
      <line x1={x(0)} x2={x(scaleMax)} y1={TOP + plotH} y2={TOP + plotH} className="axis" />
      <text x={LABEL_W + plotW / 2} y={TOP + plotH + 44} textAnchor="middle" className="axis-title">
        Number of consultations
      </text>
    </svg>
  );
}
