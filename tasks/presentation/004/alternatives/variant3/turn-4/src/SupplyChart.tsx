import { formatWeeks, type Status, type SupplyRow } from './supply';

const REORDER_POINT = 2;

const WIDTH = 880;
const LABEL_COL = 190;
const RIGHT_PAD = 56;
const TOP = 40;
const ROW = 36;
const BAR = 22;
const BOTTOM = 64;

const FILL: Record<Status, string> = {
  'Reorder now': '#c0392b',
  Low: '#c98a00',
  OK: '#2f7d4a',
};

interface Props {
  rows: SupplyRow[];
}

export function SupplyChart({ rows }: Props) {
  const longest = Math.max(REORDER_POINT, ...rows.map((r) => r.weeks));
  const domainMax = Math.max(4, Math.ceil(longest));
  const plotWidth = WIDTH - LABEL_COL - RIGHT_PAD;
  const plotHeight = rows.length * ROW;
  const height = TOP + plotHeight + BOTTOM;
  const x = (weeks: number) => LABEL_COL + (weeks / domainMax) * plotWidth;
  const ticks = Array.from({ length: domainMax + 1 }, (_, i) => i);
  const axisY = TOP + plotHeight;

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-label="Weeks of supply by vaccine"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={x(t)}
            x2={x(t)}
            y1={TOP - 4}
            y2={axisY}
            className={t === 0 ? 'axis-line' : 'grid-line'}
          />
          <text x={x(t)} y={axisY + 20} textAnchor="middle" className="tick">
            {t}
          </text>
        </g>
      ))}

      {rows.map((r, i) => {
        const y = TOP + i * ROW + (ROW - BAR) / 2;
        const label = `${r.name}: ${formatWeeks(r.weeks)} weeks of supply`;
        return (
          <g key={r.name}>
            <text x={LABEL_COL - 10} y={y + BAR / 2 + 5} textAnchor="end" className="bar-name">
              {r.name}
            </text>
            <rect
              role="img"
              x={LABEL_COL}
              y={y}
              width={x(r.weeks) - LABEL_COL}
              height={BAR}
              rx={3}
              fill={FILL[r.status]}
            >
              <title>{label}</title>
            </rect>
            <text x={x(r.weeks) + 6} y={y + BAR / 2 + 5} className="bar-value" aria-hidden="true">
              {formatWeeks(r.weeks)}
            </text>
          </g>
        );
      })}

      <line x1={LABEL_COL} x2={LABEL_COL + plotWidth} y1={axisY} y2={axisY} className="axis-line" />

      <g className="reorder">
        <line x1={x(REORDER_POINT)} x2={x(REORDER_POINT)} y1={TOP - 14} y2={axisY} />
        <text x={x(REORDER_POINT) + 6} y={TOP - 18}>
          Reorder point: 2 weeks
        </text>
      </g>

      <text x={LABEL_COL + plotWidth / 2} y={height - 12} textAnchor="middle" className="axis-title">
        Weeks of supply at current use
      </text>
    </svg>
  );
}
