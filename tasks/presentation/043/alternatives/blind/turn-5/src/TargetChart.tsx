import { withThousands } from "./format";
import { cropsInTableOrder } from "./stats";

const WIDTH = 780;
const NAME_W = 130;
const RIGHT = 70;
const LEGEND_H = 34;
const BAR_H = 15;
const PAIR_GAP = 16;
const AXIS_SPACE = 62;
const TICK = 2000;

export default function TargetChart() {
  const crops = cropsInTableOrder();
  const maxKg = Math.max(...crops.flatMap((c) => [c.target, c.harvest]));
  const scaleTop = Math.ceil(maxKg / TICK) * TICK;
  const plotW = WIDTH - NAME_W - RIGHT;
  const pairH = BAR_H * 2 + 2;
  const plotTop = LEGEND_H;
  const plotH = crops.length * (pairH + PAIR_GAP) - PAIR_GAP;
  const height = plotTop + plotH + AXIS_SPACE;
  const len = (kg: number) => (kg / scaleTop) * plotW;

  const ticks: number[] = [];
  for (let t = 0; t <= scaleTop; t += TICK) ticks.push(t);

  return (
    <svg
      className="target-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-label="Harvest against target for each crop, in kilograms"
    >
      <g className="legend" transform={`translate(${NAME_W} 6)`}>
        <rect x={0} y={0} width={14} height={14} className="bar-target" />
        <text x={20} y={12}>Target</text>
        <rect x={90} y={0} width={14} height={14} className="bar-harvest" />
        <text x={110} y={12}>Harvest</text>
      </g>
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={NAME_W + len(t)}
            x2={NAME_W + len(t)}
            y1={plotTop - 4}
            y2={plotTop + plotH + 4}
            className={t === 0 ? "axis" : "grid"}
          />
          <text x={NAME_W + len(t)} y={plotTop + plotH + 22} textAnchor="middle" className="tick">
            {withThousands(t)}
          </text>
        </g>
      ))}
      <text x={NAME_W + plotW / 2} y={plotTop + plotH + 50} textAnchor="middle" className="axis-title">
        Kilograms
      </text>
      {crops.map((c, i) => {
        const y = plotTop + i * (pairH + PAIR_GAP);
        const targetName = `${c.name} target: ${withThousands(c.target)} kg`;
        const harvestName = `${c.name} harvest: ${withThousands(c.harvest)} kg`;
        return (
          <g key={c.name}>
            <text x={NAME_W - 10} y={y + pairH / 2 + 5} textAnchor="end" className="crop-name">
              {c.name}
            </text>
            <rect x={NAME_W} y={y} width={len(c.target)} height={BAR_H} className="bar-target" role="img" aria-label={targetName}>
              <title>{targetName}</title>
            </rect>
            <rect
              x={NAME_W}
              y={y + BAR_H + 2}
              width={len(c.harvest)}
              height={BAR_H}
              className="bar-harvest"
              role="img"
              aria-label={harvestName}
            >
              <title>{harvestName}</title>
            </rect>
          </g>
        );
      })}
    </svg>
  );
}
