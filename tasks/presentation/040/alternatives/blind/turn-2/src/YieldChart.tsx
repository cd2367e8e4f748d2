import { APIARIES } from "./data";
import { formatKgTenths } from "./format";
import { ASSOCIATION_YIELD_TENTHS, byYieldDesc, yieldTenths } from "./stats";

const WIDTH = 760;
const LABEL_W = 150;
const RIGHT = 70;
const TOP = 12;
const BAR_H = 26;
const BAR_GAP = 14;
const AXIS_SPACE = 64;
const TICK_TENTHS = 50; // 5.0 kg

export default function YieldChart() {
  const bars = byYieldDesc(APIARIES).map((a) => ({ name: a.name, tenths: yieldTenths(a) }));
  const maxTenths = Math.max(...bars.map((b) => b.tenths));
  const scaleTop = Math.ceil(maxTenths / TICK_TENTHS) * TICK_TENTHS;
  const plotW = WIDTH - LABEL_W - RIGHT;
  const plotH = bars.length * (BAR_H + BAR_GAP) - BAR_GAP;
  const height = TOP + plotH + AXIS_SPACE;
  const w = (tenths: number) => (tenths / scaleTop) * plotW;

  const ticks: number[] = [];
  for (let t = 0; t <= scaleTop; t += TICK_TENTHS) ticks.push(t);

  return (
    <>
      <svg
        className="yield-chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="group"
        aria-label="Yield per hive by apiary, highest first"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={LABEL_W + w(t)}
              x2={LABEL_W + w(t)}
              y1={TOP - 4}
              y2={TOP + plotH + 4}
              className={t === 0 ? "axis" : "grid"}
            />
            <text x={LABEL_W + w(t)} y={TOP + plotH + 22} textAnchor="middle" className="tick">
              {t / 10}
            </text>
          </g>
        ))}
        <text x={LABEL_W + plotW / 2} y={TOP + plotH + 50} textAnchor="middle" className="axis-title">
          Honey per hive (kg)
        </text>
        {bars.map((b, i) => {
          const y = TOP + i * (BAR_H + BAR_GAP);
          const label = `${b.name}: ${formatKgTenths(b.tenths)} kg per hive`;
          return (
            <g key={b.name}>
              <text x={LABEL_W - 10} y={y + BAR_H / 2 + 5} textAnchor="end" className="bar-name">
                {b.name}
              </text>
              <rect x={LABEL_W} y={y} width={w(b.tenths)} height={BAR_H} rx={3} className="bar" role="img" aria-label={label}>
                <title>{label}</title>
              </rect>
              <text x={LABEL_W + w(b.tenths) + 8} y={y + BAR_H / 2 + 5} className="bar-value" aria-hidden="true">
                {formatKgTenths(b.tenths)}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="line">Association yield per hive: {formatKgTenths(ASSOCIATION_YIELD_TENTHS)} kg</p>
    </>
  );
}
