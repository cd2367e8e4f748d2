import { PM10_OBJECTIVE_DAYS, byDaysDesc, type Station } from "./stations";

const WIDTH = 760;
const LABEL_W = 180;
const RIGHT_PAD = 40;
const TOP = 30;
const ROW = 36;
const BAR = 22;
const AXIS_H = 46;

export default function ExceedanceChart({ stations }: { stations: Station[] }) {
  const rows = byDaysDesc(stations);
  const maxDays = Math.max(PM10_OBJECTIVE_DAYS, ...rows.map((s) => s.exceedanceDays));
  const scaleMax = Math.ceil(maxDays / 10) * 10;
  const plotW = WIDTH - LABEL_W - RIGHT_PAD;
  const x = (days: number) => LABEL_W + (days / scaleMax) * plotW;
  const plotBottom = TOP + rows.length * ROW;
  const height = plotBottom + AXIS_H;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += 10) ticks.push(t);
  const objX = x(PM10_OBJECTIVE_DAYS);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-label="PM10 exceedance days by station"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP - 4} y2={plotBottom} className="gridline" />
          <text x={x(t)} y={plotBottom + 16} textAnchor="middle" className="tick">
            {t}
          </text>
        </g>
      ))}
      <text x={LABEL_W + plotW / 2} y={plotBottom + 38} textAnchor="middle" className="axis-title">
        Exceedance days
      </text>

      {rows.map((s, i) => {
        const y = TOP + i * ROW + (ROW - BAR) / 2;
        return (
          <g key={s.name}>
            <text x={LABEL_W - 10} y={y + BAR / 2 + 5} textAnchor="end" className="bar-name">
              {s.name}
            </text>
            <rect
              role="img"
              aria-label={`${s.name}: ${s.exceedanceDays} days`}
              x={x(0)}
              y={y}
              width={x(s.exceedanceDays) - x(0)}
              height={BAR}
              className="bar"
            />
            <text x={x(s.exceedanceDays) + 6} y={y + BAR / 2 + 5} className="bar-value" aria-hidden="true">
              {s.exceedanceDays}
            </text>
          </g>
        );
      })}

      <line x1={objX} x2={objX} y1={TOP - 8} y2={plotBottom} className="objective" />
      <text x={objX + 6} y={TOP - 12} className="objective-label">
        Objective: {PM10_OBJECTIVE_DAYS} days
      </text>
    </svg>
  );
}
