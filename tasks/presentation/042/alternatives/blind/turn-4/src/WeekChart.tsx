import { SLOW_WEEK_SECONDS, WEEKS } from "./data";

const WIDTH = 760;
const HEIGHT = 320;
const PAD_LEFT = 74;
const PAD_RIGHT = 28;
const PAD_TOP = 20;
const PAD_BOTTOM = 52;
const TICK_STEP = 30;

export default function WeekChart() {
  const maxValue = Math.max(...WEEKS.map((w) => w.seconds));
  const scaleMax = Math.ceil(maxValue / TICK_STEP) * TICK_STEP;
  const plotW = WIDTH - PAD_LEFT - PAD_RIGHT;
  const plotH = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const inset = 28;
  const step = (plotW - 2 * inset) / (WEEKS.length - 1);

  const x = (i: number) => PAD_LEFT + inset + i * step;
  const y = (seconds: number) => PAD_TOP + plotH - (seconds / scaleMax) * plotH;

  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += TICK_STEP) ticks.push(t);

  const points = WEEKS.map((w, i) => `${x(i)},${y(w.seconds)}`).join(" ");

  const slowest = WEEKS.reduce((best, w) => (w.seconds > best.seconds ? w : best), WEEKS[0]);
  const overCount = WEEKS.filter((w) => w.seconds > SLOW_WEEK_SECONDS).length;

  return (
    <>
      <svg
        className="week-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label="Average answer time by week, in seconds"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={PAD_LEFT}
              x2={WIDTH - PAD_RIGHT}
              y1={y(t)}
              y2={y(t)}
              className={t === 0 ? "axis-line" : "grid-line"}
            />
            <text x={PAD_LEFT - 8} y={y(t) + 4} textAnchor="end" className="tick-label">
              {t}
            </text>
          </g>
        ))}
        <line x1={PAD_LEFT} x2={PAD_LEFT} y1={PAD_TOP} y2={PAD_TOP + plotH} className="axis-line" />
        <text
          className="axis-title"
          transform={`translate(20 ${PAD_TOP + plotH / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          Seconds
        </text>
        <polyline points={points} className="trend-line" />
        {WEEKS.map((w, i) => (
          <g key={w.label}>
            <circle
              cx={x(i)}
              cy={y(w.seconds)}
              r={6}
              className="point"
              role="img"
              aria-label={`Week of ${w.label}: ${w.seconds} seconds`}
            >
              <title>{`Week of ${w.label}: ${w.seconds} seconds`}</title>
            </circle>
            <text x={x(i)} y={y(w.seconds) - 12} textAnchor="middle" className="point-value" aria-hidden="true">
              {w.seconds}
            </text>
            <text x={x(i)} y={PAD_TOP + plotH + 24} textAnchor="middle" className="week-label">
              {w.label}
            </text>
          </g>
        ))}
      </svg>
      <p className="summary">
        Slowest week: {slowest.label}, {slowest.seconds} seconds
      </p>
      <p className="summary">
        Weeks over 90 seconds: {overCount} of {WEEKS.length}
      </p>
    </>
  );
}
