import type { Region } from "./data";
import { formatWhole } from "./format";

interface Props {
  /** Regions in the order the bars are drawn, top to bottom. */
  regions: Region[];
}

const WIDTH = 880;
const NAME_W = 160;
const RIGHT = 80;
const BAR = 28;
const GAP = 14;
const TOP = 8;
const STEP = 10000;

export default function MinutesChart({ regions }: Props) {
  const max = Math.max(...regions.map((r) => r.minutes));
  const axisMax = Math.ceil(max / STEP) * STEP;
  const plotW = WIDTH - NAME_W - RIGHT;
  const x = (v: number) => NAME_W + (v / axisMax) * plotW;
  const baseY = TOP + regions.length * (BAR + GAP);
  const height = baseY + 60;
  const ticks: number[] = [];
  for (let t = 0; t <= axisMax; t += STEP) ticks.push(t);

  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label="Site outage minutes by region">
      {ticks.map((t) => (
        <g key={t}>
          <line className="gridline" x1={x(t)} x2={x(t)} y1={TOP} y2={baseY} />
          <text className="tick" x={x(t)} y={baseY + 18} textAnchor="middle">
            {formatWhole(t)}
          </text>
        </g>
      ))}
      {regions.map((r, i) => {
        const y = TOP + i * (BAR + GAP) + GAP / 2;
        const name = `${r.name}: ${formatWhole(r.minutes)} minutes`;
        return (
          <g key={r.name}>
            <text className="bar-name" x={NAME_W - 10} y={y + BAR / 2 + 5} textAnchor="end">
              {r.name}
            </text>
            <rect className="bar" role="img" aria-label={name} x={x(0)} y={y} width={x(r.minutes) - x(0)} height={BAR}>
              <title>{name}</title>
            </rect>
            <text className="bar-value" x={x(r.minutes) + 6} y={y + BAR / 2 + 5}>
              {formatWhole(r.minutes)}
            </text>
          </g>
        );
      })}
      <line className="axis" x1={x(0)} x2={x(axisMax)} y1={baseY} y2={baseY} />
      <line className="axis" x1={x(0)} x2={x(0)} y1={TOP} y2={baseY} />
      <text className="axis-title" x={x(axisMax / 2)} y={baseY + 46} textAnchor="middle">
        Site outage minutes
      </text>
    </svg>
  );
}
