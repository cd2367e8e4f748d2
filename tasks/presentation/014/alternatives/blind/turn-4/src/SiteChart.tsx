import type { Site } from './data';
import { formatCount } from './format';

type Props = {
  rows: Site[];
};

export const COLOR_2025 = '#6f8390';
export const COLOR_2026 = '#2f7d3a';

const WIDTH = 860;
const HEIGHT = 360;
const LEFT = 76;
const RIGHT = 16;
const TOP = 20;
const BOTTOM = 48;
const COLUMN = 44;
const GAP = 4;
const STEP = 500;

export default function SiteChart({ rows }: Props) {
  const max = Math.max(...rows.flatMap((s) => [s.q3_2025, s.q3_2026]));
  const scaleMax = Math.ceil(max / STEP) * STEP;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const baseline = TOP + plotHeight;
  const slot = (WIDTH - LEFT - RIGHT) / rows.length;
  const y = (value: number) => baseline - (value / scaleMax) * plotHeight;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += STEP) ticks.push(t);

  return (
    <svg className="chart-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-label="Parcels per site, Q3 2025 and Q3 2026">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(t)} y2={y(t)} stroke="#e6e2d8" />
          <text className="tick" x={LEFT - 8} y={y(t) + 4} textAnchor="end">
            {formatCount(t)}
          </text>
        </g>
      ))}
      {rows.map((s, i) => {
        const centre = LEFT + slot * i + slot / 2;
        const columns = [
          { label: 'Q3 2025', value: s.q3_2025, x: centre - GAP / 2 - COLUMN, color: COLOR_2025 },
          { label: 'Q3 2026', value: s.q3_2026, x: centre + GAP / 2, color: COLOR_2026 },
        ];
        return (
          <g key={s.name}>
            {columns.map((c) => (
              <g key={c.label}>
                <rect
                  role="img"
                  aria-label={`${s.name} ${c.label}: ${formatCount(c.value)} parcels`}
                  x={c.x}
                  y={y(c.value)}
                  width={COLUMN}
                  height={baseline - y(c.value)}
                  fill={c.color}
                />
                <text className="value" x={c.x + COLUMN / 2} y={y(c.value) - 4} textAnchor="middle">
                  {formatCount(c.value)}
                </text>
              </g>
            ))}
            <text className="site-name" x={centre} y={baseline + 20} textAnchor="middle">
              {s.name}
            </text>
          </g>
        );
      })}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={baseline} stroke="#222a22" />
      <line x1={LEFT} x2={WIDTH - RIGHT} y1={baseline} y2={baseline} stroke="#222a22" />
      <text
        className="axis-title"
        x={18}
        y={TOP + plotHeight / 2}
        textAnchor="middle"
        transform={`rotate(-90 18 ${TOP + plotHeight / 2})`}
      >
        Parcels
      </text>
    </svg>
  );
}
