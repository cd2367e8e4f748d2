const WIDTH = 680;
const HEIGHT = 300;
const LEFT = 70;
const RIGHT = 20;
const TOP = 16;
const BOTTOM = 52;
const MAX = 160;
const MARK = 10;

export default function WeekChart({ weeks }: { weeks: number[] }) {
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const x = (i: number) => LEFT + (i + 0.5) * (plotW / weeks.length);
  const y = (v: number) => TOP + plotH - (v / MAX) * plotH;
  const ticks = [0, 40, 80, 120, 160];
  const points = weeks.map((v, i) => `${x(i)},${y(v)}`).join(" ");

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label="Club distance for weeks 1 to 8">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(t)} y2={y(t)} stroke="#dfe6e1" />
          <text x={LEFT - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      <text transform={`translate(18 ${TOP + plotH / 2}) rotate(-90)`} textAnchor="middle">Distance (km)</text>
      <polyline points={points} fill="none" stroke="#2f855a" strokeWidth={2.5} strokeLinejoin="round" />
      {weeks.map((v, i) => {
        const label = `Week ${i + 1}: ${v.toFixed(1)} km`;
        return (
          <g key={i}>
            <rect
              x={x(i) - MARK / 2}
              y={y(v) - MARK / 2}
              width={MARK}
              height={MARK}
              fill="#fff"
              stroke="#2f855a"
              strokeWidth={2.5}
              role="img"
              aria-label={label}
            >
              <title>{label}</title>
            </rect>
            <text x={x(i)} y={TOP + plotH + 18} textAnchor="middle">{i + 1}</text>
          </g>
        );
      })}
      <text x={LEFT + plotW / 2} y={HEIGHT - 8} textAnchor="middle">Week</text>
    </svg>
  );
}
