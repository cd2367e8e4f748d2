import type { YearGroup } from "./data";
import { formatCount } from "./format";

interface Props {
  groups: YearGroup[];
}

const W = 860;
const NAME_W = 110;
const RIGHT = 60;
const BAR = 26;
const GAP = 12;
const TOP = 8;
const STEP = 50;

export default function MissedChart({ groups }: Props) {
  const bars = [...groups].sort((a, b) => b.missed - a.missed);
  const axisMax = Math.ceil(Math.max(...bars.map((g) => g.missed)) / STEP) * STEP;
  const plotW = W - NAME_W - RIGHT;
  const x = (v: number) => NAME_W + (v / axisMax) * plotW;
  const baseY = TOP + bars.length * (BAR + GAP);
  const H = baseY + 60;
  const ticks: number[] = [];
  for (let t = 0; t <= axisMax; t += STEP) ticks.push(t);

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Sessions missed per year group">
      {ticks.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={TOP} y2={baseY} />
          <text className="tick" x={x(t)} y={baseY + 18} textAnchor="middle">
            {formatCount(t)}
          </text>
        </g>
      ))}
      {bars.map((g, i) => {
        const y = TOP + i * (BAR + GAP) + GAP / 2;
        const label = `${g.name}: ${formatCount(g.missed)} sessions`;
        return (
          <g key={g.name}>
            <text className="bar-name" x={NAME_W - 10} y={y + BAR / 2 + 5} textAnchor="end">
              {g.name}
            </text>
            <rect className="bar" role="img" aria-label={label} x={x(0)} y={y} width={x(g.missed) - x(0)} height={BAR}>
              <title>{label}</title>
            </rect>
            <text className="bar-value" x={x(g.missed) + 6} y={y + BAR / 2 + 5}>
              {formatCount(g.missed)}
            </text>
          </g>
        );
      })}
      <line className="axis" x1={x(0)} x2={x(axisMax)} y1={baseY} y2={baseY} />
      <line className="axis" x1={x(0)} x2={x(0)} y1={TOP} y2={baseY} />
      <text className="axis-title" x={x(axisMax / 2)} y={baseY + 46} textAnchor="middle">
        Sessions missed
      </text>
    </svg>
  );
}
