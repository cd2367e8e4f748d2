import { ranked, rateOf, TARGET_RATE } from './shift';
import { fmtRate } from './numbers';

const W = 720;
const NAME_COL = 130; // room for picker names left of the bars
const RIGHT = 36;
const TOP = 34; // room for the target caption
const ROW = 30;
const BAR = 20;
const AXIS_SPACE = 58;
const X_MAX = 160;
const X_STEP = 20;

export function RateChart() {
  const plotW = W - NAME_COL - RIGHT;
  const plotH = ranked.length * ROW;
  const H = TOP + plotH + AXIS_SPACE;
  const x = (rate: number) => NAME_COL + (rate / X_MAX) * plotW;
  const ticks = Array.from({ length: X_MAX / X_STEP + 1 }, (_, k) => k * X_STEP);
  const bottom = TOP + plotH;

  return (
    <svg className="rate-chart" viewBox={`0 0 ${W} ${H}`}>
      {ticks.map((t) => (
        <g key={t} className="xtick">
          <line x1={x(t)} x2={x(t)} y1={TOP} y2={bottom} />
          <text x={x(t)} y={bottom + 16} textAnchor="middle">
            {t}
          </text>
        </g>
      ))}

      {ranked.map((p, i) => {
        const rate = rateOf(p);
        const yTop = TOP + i * ROW + (ROW - BAR) / 2;
        return (
          <g key={p.name}>
            <text className="name" x={NAME_COL - 8} y={yTop + BAR / 2} dy="0.35em" textAnchor="end">
              {p.name}
            </text>
            <rect
              className="hbar"
              x={NAME_COL}
              y={yTop}
              width={x(rate) - NAME_COL}
              height={BAR}
              rx={2}
              role="img"
              aria-label={`${p.name}: ${fmtRate(rate)} picks/hour`}
            />
          </g>
        );
      })}

      <line className="baseline" x1={NAME_COL} x2={NAME_COL} y1={TOP} y2={bottom} />
      <line className="target" x1={x(TARGET_RATE)} x2={x(TARGET_RATE)} y1={TOP - 6} y2={bottom} />
      <text className="target-text" x={x(TARGET_RATE)} y={TOP - 12} textAnchor="middle">
        {`Target ${TARGET_RATE} picks/hour`}
      </text>

      <text className="axis-label" x={NAME_COL + plotW / 2} y={bottom + 44} textAnchor="middle">
        Picks per hour
      </text>
    </svg>
  );
}
