import type { GroupDonations } from './data';
import { formatCount } from './format';

type Props = {
  groups: GroupDonations[];
};

const WIDTH = 760;
const LEFT = 64;
const RIGHT = 56;
const TOP = 12;
const ROW = 34;
const BAR = 22;
const TICK_STEP = 500;

export default function DonationChart({ groups }: Props) {
  const max = Math.max(...groups.map((g) => g.donations));
  const scaleMax = Math.ceil(max / TICK_STEP) * TICK_STEP;
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = groups.length * ROW;
  const height = TOP + plotHeight + 58;
  const x = (value: number) => LEFT + (value / scaleMax) * plotWidth;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += TICK_STEP) ticks.push(t);

  return (
    <svg
      className="chart-svg"
      viewBox={`0 0 ${WIDTH} ${height}`}
      aria-label="Horizontal bar chart of donations by blood group"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP} y2={TOP + plotHeight} stroke="#e3e5ea" />
          <text className="tick-label" x={x(t)} y={TOP + plotHeight + 18} textAnchor="middle">
            {formatCount(t)}
          </text>
        </g>
      ))}
      {groups.map((g, i) => {
        const y = TOP + i * ROW + (ROW - BAR) / 2;
        const w = x(g.donations) - LEFT;
        return (
          <g key={g.group}>
            <text className="group-label" x={LEFT - 8} y={y + BAR / 2 + 4} textAnchor="end">
              {g.group}
            </text>
            <rect
              role="img"
              aria-label={`${g.group}: ${formatCount(g.donations)} donations`}
              x={LEFT}
              y={y}
              width={w}
              height={BAR}
              fill="#b3202f"
              rx={2}
            />
            <text className="value-label" x={LEFT + w + 6} y={y + BAR / 2 + 4}>
              {formatCount(g.donations)}
            </text>
          </g>
        );
      })}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + plotHeight} stroke="#1d2433" />
      <line x1={LEFT} x2={WIDTH - RIGHT} y1={TOP + plotHeight} y2={TOP + plotHeight} stroke="#1d2433" />
      <text className="axis-title" x={LEFT + plotWidth / 2} y={TOP + plotHeight + 44} textAnchor="middle">
        Donations
      </text>
    </svg>
  );
}
