import type { Band } from "./data";
import { count } from "./format";

const WIDTH = 720;
const HEIGHT = 340;
const LEFT = 78;
const RIGHT = 16;
const TOP = 24;
const BOTTOM = 48;
const STEP = 500;

export default function ArrivalsChart({ bands }: { bands: Band[] }) {
  const max = Math.max(...bands.map((b) => b.arrivals));
  const scaleMax = Math.ceil(max / STEP) * STEP;
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const baseY = TOP + plotH;
  const y = (v: number) => baseY - (v / scaleMax) * plotH;
  const slot = plotW / bands.length;
  const barW = slot * 0.62;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += STEP) ticks.push(t);

  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label="Arrivals by three-hour band">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(t)} y2={y(t)} className={t === 0 ? "axis" : "gridline"} />
          <text x={LEFT - 8} y={y(t) + 4} textAnchor="end" className="tick">
            {count(t)}
          </text>
        </g>
      ))}
      <text
        className="axis-title"
        textAnchor="middle"
        transform={`translate(18 ${TOP + plotH / 2}) rotate(-90)`}
      >
        Arrivals
      </text>
      {bands.map((b, i) => {
        const x = LEFT + i * slot + (slot - barW) / 2;
        const top = y(b.arrivals);
        return (
          <g key={b.start}>
            <rect
              role="img"
              aria-label={`${b.start}: ${count(b.arrivals)} arrivals`}
              x={x}
              y={top}
              width={barW}
              height={baseY - top}
              className="bar"
            />
            <text x={x + barW / 2} y={baseY + 20} textAnchor="middle" className="band">
              {b.start}
            </text>
          </g>
        );
      })}
      <text x={LEFT + plotW / 2} y={HEIGHT - 4} textAnchor="middle" className="tick">
        Band start time
      </text>
    </svg>
  );
}
