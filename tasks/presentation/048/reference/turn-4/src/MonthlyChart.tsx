import { MONTHS, total } from "./shows";
import { thousands } from "./fmt";

const WIDTH = 640;
const ROW = 46;
const LEFT = 96;
const RIGHT = 24;
const TOP = 10;
const AXIS_SPACE = 52;
const MAX = 7000;
const TICKS = [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000];

/** Horizontal bars, one per month, September at the top. */
export default function MonthlyChart() {
  const plotW = WIDTH - LEFT - RIGHT;
  const height = TOP + MONTHS.length * ROW + AXIS_SPACE;
  const x = (v: number) => LEFT + (v / MAX) * plotW;
  const axisY = TOP + MONTHS.length * ROW;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label="Visitors per month, September to December">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="gridline" x1={x(t)} x2={x(t)} y1={TOP} y2={axisY} />
          <text className="axis-text" x={x(t)} y={axisY + 16} textAnchor="middle">{thousands(t)}</text>
        </g>
      ))}
      {MONTHS.map((m, i) => {
        const v = total(m);
        const y = TOP + i * ROW + 8;
        return (
          <g key={m.name}>
            <text className="axis-text" x={LEFT - 8} y={y + 19} textAnchor="end">{m.name}</text>
            <rect className="col" role="img" x={x(0)} y={y} width={x(v) - x(0)} height={ROW - 16}>
              <title>{`${m.name}: ${thousands(v)} visitors`}</title>
            </rect>
          </g>
        );
      })}
      <text className="axis-text" x={LEFT + plotW / 2} y={axisY + 40} textAnchor="middle">Visitors per month</text>
    </svg>
  );
}
