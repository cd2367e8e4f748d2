import { WEEKS, count } from "./data";

const WIDTH = 760;
const HEIGHT = 380;
const MARGIN = { top: 24, right: 110, bottom: 46, left: 78 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const Y_MAX = 1600;
const TICKS = [0, 400, 800, 1200, 1600];
const BAND = PLOT_W / WEEKS.length;
const BAR_W = 44;

/** Vertical position of a sample count. */
function y(value: number): number {
  return MARGIN.top + PLOT_H - (value / Y_MAX) * PLOT_H;
}

export default function WeeklyChart() {
  const baseline = y(0);
  return (
    <figure className="chart">
      <svg
        className="chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label="Bar chart of samples processed per week"
      >
        <g className="chart-grid" aria-hidden="true">
          {TICKS.map((t) => (
            <g key={t}>
              <line x1={MARGIN.left} x2={MARGIN.left + PLOT_W} y1={y(t)} y2={y(t)} />
              <text x={MARGIN.left - 8} y={y(t) + 4} textAnchor="end">
                {count(t)}
              </text>
            </g>
          ))}
        </g>

        <text
          className="chart-axis-title"
          transform={`translate(18 ${MARGIN.top + PLOT_H / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          Samples processed
        </text>

        {WEEKS.map((w, i) => {
          const x = MARGIN.left + i * BAND + (BAND - BAR_W) / 2;
          const top = y(w.samples);
          const name = `Week ${w.week}: ${count(w.samples)} samples`;
          return (
            <g key={w.week}>
              <rect className="chart-bar" role="img" x={x} y={top} width={BAR_W} height={baseline - top}>
                <title>{name}</title>
              </rect>
              <text
                className="chart-value"
                x={x + BAR_W / 2}
                y={baseline - 10}
                textAnchor="middle"
                aria-hidden="true"
              >
                {count(w.samples)}
              </text>
              <text className="chart-week" x={x + BAR_W / 2} y={baseline + 20} textAnchor="middle">
                W{w.week}
              </text>
            </g>
          );
        })}

        <line
          className="chart-baseline"
          x1={MARGIN.left}
          x2={MARGIN.left + PLOT_W}
          y1={baseline}
          y2={baseline}
        />
      </svg>
    </figure>
  );
}
