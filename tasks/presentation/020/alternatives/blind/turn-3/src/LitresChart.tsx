import { litres } from "./format";
import { byLitres, type Farm } from "./farms";

type Props = { farms: Farm[]; labelledBy: string };

const W = 880;
const LEFT = 150;
const RIGHT = 40;
const TOP = 12;
const ROW = 44;
const BAR = 26;
const AXIS_SPACE = 62;
const STEP = 50000;

export default function LitresChart({ farms, labelledBy }: Props) {
  const rows = byLitres(farms);
  const max = Math.max(...rows.map((f) => f.litres));
  const top = Math.ceil(max / STEP) * STEP;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);
  const plotW = W - LEFT - RIGHT;
  const plotH = rows.length * ROW;
  const H = TOP + plotH + AXIS_SPACE;
  const x = (v: number) => LEFT + (v / top) * plotW;

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} aria-labelledby={labelledBy}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP} y2={TOP + plotH} className="grid" />
          <text x={x(t)} y={TOP + plotH + 20} textAnchor="middle" className="tick">
            {litres(t)}
          </text>
        </g>
      ))}
      {rows.map((f, i) => {
        const name = `${f.name}: ${litres(f.litres)} litres`;
        const yTop = TOP + i * ROW + (ROW - BAR) / 2;
        return (
          <g key={f.name}>
            <text x={LEFT - 10} y={yTop + BAR / 2 + 5} textAnchor="end" className="farm-label">
              {f.name}
            </text>
            <rect role="img" aria-label={name} x={LEFT} y={yTop} width={x(f.litres) - LEFT} height={BAR} className="bar">
              <title>{name}</title>
            </rect>
          </g>
        );
      })}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + plotH} className="axis" />
      <line x1={LEFT} x2={W - RIGHT} y1={TOP + plotH} y2={TOP + plotH} className="axis" />
      <text x={LEFT + plotW / 2} y={TOP + plotH + 50} textAnchor="middle" className="axis-title">
        Litres collected
      </text>
    </svg>
  );
}
