import type { MonthRow } from "./data";
import { withCommas } from "./numbers";

const WIDTH = 760;
const HEIGHT = 360;
const M = { top: 24, right: 36, bottom: 52, left: 92 };
const TICK = 1000;

type Props = { rows: MonthRow[] };

export function VisitsChart({ rows }: Props) {
  const values = rows.map((r) => r.visits2025);
  const lo = Math.floor(Math.min(...values) / 2000) * 2000;
  const hi = Math.ceil(Math.max(...values) / 2000) * 2000;
  const innerW = WIDTH - M.left - M.right;
  const innerH = HEIGHT - M.top - M.bottom;
  const step = innerW / rows.length;
  const xAt = (i: number) => M.left + step * i + step / 2;
  const yAt = (v: number) => M.top + innerH - ((v - lo) / (hi - lo)) * innerH;

  const ticks: number[] = [];
  for (let v = lo; v <= hi; v += TICK) ticks.push(v);

  const path = rows.map((r, i) => `${i === 0 ? "M" : "L"}${xAt(i)},${yAt(r.visits2025)}`).join(" ");

  return (
    <figure className="chart-box">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="line-chart"
        aria-label="Line chart of monthly visits, January to June 2025"
        role="group"
      >
        <g aria-hidden="true">
          {ticks.map((v) => (
            <g key={v}>
              <line x1={M.left} x2={WIDTH - M.right} y1={yAt(v)} y2={yAt(v)} stroke="#dde3ea" />
              <text x={M.left - 10} y={yAt(v) + 4} textAnchor="end" fontSize="12" fill="#33404d">
                {withCommas(v)}
              </text>
            </g>
          ))}
          {rows.map((r, i) => (
            <text key={r.month} x={xAt(i)} y={HEIGHT - M.bottom + 22} textAnchor="middle" fontSize="13" fill="#1f2933">
              {r.month}
            </text>
          ))}
          <line x1={M.left} x2={M.left} y1={M.top} y2={M.top + innerH} stroke="#52606d" />
        </g>
        <text
          x={22}
          y={M.top + innerH / 2}
          transform={`rotate(-90 22 ${M.top + innerH / 2})`}
          textAnchor="middle"
          fontSize="13"
          fill="#1f2933"
        >
          Door-counter visits
        </text>
        <path d={path} fill="none" stroke="#0b6e4f" strokeWidth="3" />
        {rows.map((r, i) => (
          <circle
            key={r.month}
            role="img"
            aria-label={`${r.month}: ${withCommas(r.visits2025)} visits`}
            cx={xAt(i)}
            cy={yAt(r.visits2025)}
            r="6"
            fill="#0b6e4f"
            stroke="#ffffff"
            strokeWidth="2"
          />
        ))}
      </svg>
    </figure>
  );
}
