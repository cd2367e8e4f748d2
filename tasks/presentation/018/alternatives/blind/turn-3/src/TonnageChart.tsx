import { tonnes } from "./format";
import type { Material } from "./materials";

type Props = { materials: Material[]; labelledBy: string };

const W = 900;
const LABEL_W = 150;
const RIGHT = 90;
const TOP = 12;
const ROW = 38;
const BAR = 24;
const AXIS_SPACE = 56;
const STEP_TONNES = 500;

export default function TonnageChart({ materials, labelledBy }: Props) {
  const plotW = W - LABEL_W - RIGHT;
  const maxTonnes = Math.max(...materials.map((m) => m.tenths / 10));
  const top = Math.ceil(maxTonnes / STEP_TONNES) * STEP_TONNES;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP_TONNES) ticks.push(t);
  const plotH = materials.length * ROW;
  const H = TOP + plotH + AXIS_SPACE;
  const x = (t: number) => LABEL_W + (t / top) * plotW;

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} aria-labelledby={labelledBy}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP} y2={TOP + plotH} className={t === 0 ? "axis" : "grid"} />
          <text x={x(t)} y={TOP + plotH + 18} textAnchor="middle" className="tick">
            {t.toLocaleString("en-US")}
          </text>
        </g>
      ))}
      {materials.map((m, i) => {
        const y = TOP + i * ROW + (ROW - BAR) / 2;
        const name = `${m.name}: ${tonnes(m.tenths)} tonnes`;
        return (
          <g key={m.name}>
            <text x={LABEL_W - 8} y={y + BAR / 2 + 5} textAnchor="end" className="bar-label">
              {m.name}
            </text>
            <rect role="img" aria-label={name} x={x(0)} y={y} width={x(m.tenths / 10) - x(0)} height={BAR} className="bar">
              <title>{name}</title>
            </rect>
            <text x={x(m.tenths / 10) + 6} y={y + BAR / 2 + 5} className="bar-value">
              {tonnes(m.tenths)}
            </text>
          </g>
        );
      })}
      <line x1={x(0)} x2={x(top)} y1={TOP + plotH} y2={TOP + plotH} className="axis" />
      <text x={LABEL_W + plotW / 2} y={H - 8} textAnchor="middle" className="axis-title">
        Tonnes
      </text>
    </svg>
  );
}
