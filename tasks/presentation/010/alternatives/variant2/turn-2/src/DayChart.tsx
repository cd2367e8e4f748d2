type Bar = { day: string; value: number };

const WIDTH = 640;
const HEIGHT = 290;
const LEFT = 80;
const RIGHT = 20;
const TOP = 20;
const BOTTOM = 36;
const TARGET = 85;

export default function DayChart({ bars }: { bars: Bar[] }) {
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const slot = plotW / bars.length;
  const y = (v: number) => TOP + plotH - (v / 100) * plotH;
  const ticks = [0, 25, 50, 75, 100];

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label="On-time rate for each weekday">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(t)} y2={y(t)} stroke="#e3e8ee" />
          <text x={LEFT - 8} y={y(t) + 4} textAnchor="end">{t}%</text>
        </g>
      ))}
      <text transform={`translate(20 ${TOP + plotH / 2}) rotate(-90)`} textAnchor="middle">Trips on time (%)</text>
      {bars.map((b, i) => {
        const label = `${b.day}: ${b.value.toFixed(1)}%`;
        const cx = LEFT + i * slot + slot / 2;
        return (
          <g key={b.day}>
            <rect x={cx - slot * 0.3} y={y(b.value)} width={slot * 0.6} height={TOP + plotH - y(b.value)} fill="#2b6cb0" role="img" aria-label={label}>
              <title>{label}</title>
            </rect>
            <text x={cx} y={HEIGHT - 12} textAnchor="middle">{b.day}</text>
          </g>
        );
      })}
      <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(TARGET)} y2={y(TARGET)} stroke="#c53030" strokeWidth={2} strokeDasharray="6 4" />
      <text x={WIDTH - RIGHT} y={y(TARGET) - 14} textAnchor="end">Target {TARGET}%</text>
    </svg>
  );
}
