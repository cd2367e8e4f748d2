import type { Beer } from "./data";
import { formatHl } from "./format";

interface Props {
  beers: Beer[];
}

const W = 860;
const NAME_W = 130;
const RIGHT = 70;
const BAR = 28;
const GAP = 14;
const TOP = 8;
const STEP = 250; // 25.0 hL, in tenths

export default function BrewedChart({ beers }: Props) {
  const bars = [...beers].sort((a, b) => b.brewed - a.brewed);
  const axisMax = Math.ceil(Math.max(...bars.map((b) => b.brewed)) / STEP) * STEP;
  const plotW = W - NAME_W - RIGHT;
  const x = (v: number) => NAME_W + (v / axisMax) * plotW;
  const baseY = TOP + bars.length * (BAR + GAP);
  const H = baseY + 60;
  const ticks: number[] = [];
  for (let t = 0; t <= axisMax; t += STEP) ticks.push(t);

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Volume brewed per beer">
      {ticks.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={TOP} y2={baseY} />
          <text className="tick" x={x(t)} y={baseY + 18} textAnchor="middle">
            {formatHl(t)}
          </text>
        </g>
      ))}
      {bars.map((b, i) => {
        const y = TOP + i * (BAR + GAP) + GAP / 2;
        const label = `${b.name}: ${formatHl(b.brewed)} hL`;
        return (
          <g key={b.name}>
            <text className="bar-name" x={NAME_W - 10} y={y + BAR / 2 + 5} textAnchor="end">
              {b.name}
            </text>
            <rect className="bar" role="img" aria-label={label} x={x(0)} y={y} width={x(b.brewed) - x(0)} height={BAR}>
              <title>{label}</title>
            </rect>
            <text className="bar-value" x={x(b.brewed) + 6} y={y + BAR / 2 + 5}>
              {formatHl(b.brewed)}
            </text>
          </g>
        );
      })}
      <line className="axis" x1={x(0)} x2={x(axisMax)} y1={baseY} y2={baseY} />
      <line className="axis" x1={x(0)} x2={x(0)} y1={TOP} y2={baseY} />
      <text className="axis-title" x={x(axisMax / 2)} y={baseY + 46} textAnchor="middle">
        Brewed (hL)
      </text>
    </svg>
  );
}
