import type { PassType } from "./data";
import { formatCount } from "./format";

interface Props {
  passes: PassType[];
}

const WIDTH = 900;
const LABEL_W = 150;
const RIGHT_PAD = 80;
const BAR_H = 30;
const GAP = 14;
const TOP = 10;

export default function SoldChart({ passes }: Props) {
  const bars = [...passes].sort((a, b) => b.sold - a.sold);
  const max = Math.max(...bars.map((b) => b.sold));
  const step = 5000;
  const axisMax = Math.ceil(max / step) * step;
  const plotW = WIDTH - LABEL_W - RIGHT_PAD;
  const scale = (v: number) => (v / axisMax) * plotW;
  const plotH = bars.length * (BAR_H + GAP);
  const axisY = TOP + plotH;
  const height = axisY + 62;
  const ticks: number[] = [];
  for (let t = 0; t <= axisMax; t += step) ticks.push(t);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-label="Passes sold by pass type"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={LABEL_W + scale(t)}
            x2={LABEL_W + scale(t)}
            y1={TOP}
            y2={axisY}
            className="grid"
          />
          <text x={LABEL_W + scale(t)} y={axisY + 18} textAnchor="middle" className="tick">
            {formatCount(t)}
          </text>
        </g>
      ))}
      {bars.map((b, i) => {
        const y = TOP + i * (BAR_H + GAP) + GAP / 2;
        const label = `${b.name}: ${formatCount(b.sold)} passes`;
        return (
          <g key={b.name}>
            <text x={LABEL_W - 10} y={y + BAR_H / 2 + 5} textAnchor="end" className="bar-name">
              {b.name}
            </text>
            <rect
              role="img"
              aria-label={label}
              x={LABEL_W}
              y={y}
              width={scale(b.sold)}
              height={BAR_H}
              className="bar"
            >
              <title>{label}</title>
            </rect>
            <text x={LABEL_W + scale(b.sold) + 6} y={y + BAR_H / 2 + 5} className="bar-value">
              {formatCount(b.sold)}
            </text>
          </g>
        );
      })}
      <line x1={LABEL_W} x2={LABEL_W + plotW} y1={axisY} y2={axisY} className="axis" />
      <line x1={LABEL_W} x2={LABEL_W} y1={TOP} y2={axisY} className="axis" />
      <text x={LABEL_W + plotW / 2} y={axisY + 48} textAnchor="middle" className="axis-title">
        Passes sold
      </text>
    </svg>
  );
}
