import { percent, TARGET, type DayRow } from './stats';

const W = 480;
const H = 300;
const LEFT = 56;
const RIGHT = 78;
const TOP = 18;
const BOTTOM = 38;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;
const TICKS = [0, 20, 40, 60, 80, 100];

const yFor = (v: number) => TOP + PLOT_H * (1 - v / 100);

export default function RateChart({ rows }: { rows: DayRow[] }) {
  const slot = PLOT_W / rows.length;
  const barW = Math.min(44, slot * 0.62);
  const base = yFor(0);
  const targetY = yFor(TARGET);

  return (
    <section className="card" aria-labelledby="rate-chart-heading">
      <h2 id="rate-chart-heading">On-time rate by day</h2>
      <svg className="bar-chart" viewBox={`0 0 ${W} ${H}`}>
        {TICKS.map((t) => (
          <g key={t} className="tick">
            <line x1={LEFT} x2={LEFT + PLOT_W} y1={yFor(t)} y2={yFor(t)} />
            <text x={LEFT - 6} y={yFor(t) + 4} textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        <text className="y-title" x={-(TOP + PLOT_H / 2)} y={16} transform="rotate(-90)" textAnchor="middle">
          Trips on time (%)
        </text>
        {rows.map((r, i) => {
          const cx = LEFT + slot * i + slot / 2;
          const y = yFor(r.rate);
          const below = r.rate < TARGET;
          return (
            <g key={r.day}>
              <rect
                className={below ? 'bar bar-below' : 'bar'}
                x={cx - barW / 2}
                y={y}
                width={barW}
                height={base - y}
                role="img"
                aria-label={`${r.day}: ${percent(r.rate)}`}
              />
              <text className="bar-value" x={cx} y={base - 10} textAnchor="middle" aria-hidden="true">
                {percent(r.rate)}
              </text>
              <text className="day-label" x={cx} y={base + 20} textAnchor="middle">
                {r.day}
              </text>
            </g>
          );
        })}
        <line className="axis" x1={LEFT} x2={LEFT + PLOT_W} y1={base} y2={base} />
        <line className="target" x1={LEFT} x2={LEFT + PLOT_W} y1={targetY} y2={targetY} />
        <text className="target-label" x={LEFT + PLOT_W + 6} y={targetY + 4}>
          Target 85%
        </text>
      </svg>
      <p className="chart-key">
        <span className="key-swatch key-ok" aria-hidden="true" /> At or above target
        <span className="key-swatch key-below" aria-hidden="true" /> Below target
      </p>
    </section>
  );
}
