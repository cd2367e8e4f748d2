type Bar = { name: string; value: number };

const WIDTH = 760;
const LEFT = 120;
const RIGHT = 30;
const ROW = 28;
const TOP = 28;
const MAX = 160;
const TARGET = 120;
const BAR_COLOR = "#2563c9";

export default function RateChart({ bars }: { bars: Bar[] }) {
  const plotW = WIDTH - LEFT - RIGHT;
  const x = (v: number) => LEFT + (v / MAX) * plotW;
  const plotBottom = TOP + bars.length * ROW;
  const height = plotBottom + 52;
  const ticks = [0, 40, 80, 120, 160];

  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label="Picks per hour for each picker">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP} y2={plotBottom} stroke="#e0e4ea" />
          <text x={x(t)} y={plotBottom + 16} textAnchor="middle">{t}</text>
        </g>
      ))}
      {bars.map((b, i) => {
        const label = `${b.name}: ${b.value.toFixed(1)} picks/hour`;
        return (
          <g key={b.name}>
            <text x={LEFT - 8} y={TOP + i * ROW + 18} textAnchor="end">{b.name}</text>
            <rect x={LEFT} y={TOP + i * ROW + 5} width={x(b.value) - LEFT} height={ROW - 10} fill={BAR_COLOR} role="img" aria-label={label}>
              <title>{label}</title>
            </rect>
          </g>
        );
      })}
      <line x1={x(TARGET)} x2={x(TARGET)} y1={TOP - 8} y2={plotBottom} stroke="#b42318" strokeWidth={2} strokeDasharray="6 4" />
      <text x={x(TARGET)} y={TOP - 12} textAnchor="middle">Target {TARGET} picks/hour</text>
      <text x={LEFT + plotW / 2} y={plotBottom + 40} textAnchor="middle">Picks per hour</text>
    </svg>
  );
}
