import { WARNING_LEVEL, isBelowWarning, type MonthStorage } from "./storage";
import { pct } from "./format";

type Props = { months: MonthStorage[] };

const W = 860;
const H = 340;
const LEFT = 78;
const RIGHT = 172;
const TOP = 20;
const BOTTOM = 44;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;
const TICKS = [0, 20, 40, 60, 80, 100];

function y(value: number): number {
  return Math.round((TOP + PLOT_H - (value / 100) * PLOT_H) * 10) / 10;
}

export default function StorageChart({ months }: Props) {
  const slot = PLOT_W / months.length;
  const barW = Math.round(slot * 6.2) / 10;
  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} aria-labelledby="monthly-heading">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={LEFT + PLOT_W} y1={y(t)} y2={y(t)} className={t === 0 ? "baseline" : "grid"} />
          <text x={LEFT - 8} y={y(t) + 4} textAnchor="end" className="tick">
            {t}%
          </text>
        </g>
      ))}
      <text
        className="axis-title"
        transform={`translate(20 ${TOP + PLOT_H / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        Storage (% of capacity)
      </text>
      {months.map((m, i) => {
        const x = Math.round((LEFT + i * slot + (slot - barW) / 2) * 10) / 10;
        const name = `${m.short}: ${pct(m.percent)} full${isBelowWarning(m) ? ", below warning" : ""}`;
        return (
          <g key={m.short}>
            <rect
              role="img"
              aria-label={name}
              className={isBelowWarning(m) ? "bar bar-low" : "bar"}
              x={x}
              y={y(m.percent)}
              width={barW}
              height={y(0) - y(m.percent)}
            >
              <title>{name}</title>
            </rect>
            <text x={x + barW / 2} y={y(0) + 20} textAnchor="middle" className="month">
              {m.short}
            </text>
          </g>
        );
      })}
      <line
        className="warning-line"
        x1={LEFT}
        x2={LEFT + PLOT_W + 8}
        y1={y(WARNING_LEVEL)}
        y2={y(WARNING_LEVEL)}
      />
      <text className="warning-label" x={LEFT + PLOT_W + 14} y={y(WARNING_LEVEL) + 5}>
        Drought warning: {WARNING_LEVEL}%
      </text>
    </svg>
  );
}
