import { SERIES, type MonthRow, type Series } from "./data";
import { withCommas } from "./numbers";

const WIDTH = 760;
const HEIGHT = 360;
const M = { top: 24, right: 36, bottom: 52, left: 92 };
const TICK = 1000;

type Props = { rows: MonthRow[] };

export function VisitsChart({ rows }: Props) {
  const values = rows.flatMap((r) => SERIES.map((s) => r[s.key]));
  const lo = Math.floor(Math.min(...values) / 2000) * 2000;
  const hi = Math.ceil(Math.max(...values) / 2000) * 2000;
  const innerW = WIDTH - M.left - M.right;
  const innerH = HEIGHT - M.top - M.bottom;
  const step = innerW / rows.length;
  const xAt = (i: number) => M.left + step * i + step / 2;
  const yAt = (v: number) => M.top + innerH - ((v - lo) / (hi - lo)) * innerH;

  const ticks: number[] = [];
  for (let v = lo; v <= hi; v += TICK) ticks.push(v);

  const marker = (s: Series, r: MonthRow, i: number) => {
    const name = `${r.month} ${s.year}: ${withCommas(r[s.key])} visits`;
    const cx = xAt(i);
    const cy = yAt(r[s.key]);
    if (s.marker === "square") {
      return (
        <rect
          key={`${s.year}-${r.month}`}
          role="img"
          aria-label={name}
          x={cx - 6}
          y={cy - 6}
          width="12"
          height="12"
          fill={s.color}
          stroke="#ffffff"
          strokeWidth="2"
        />
      );
    }
    return (
      <circle
        key={`${s.year}-${r.month}`}
        role="img"
        aria-label={name}
        cx={cx}
        cy={cy}
        r="6.5"
        fill={s.color}
        stroke="#ffffff"
        strokeWidth="2"
      />
    );
  };

  return (
    <figure className="chart-box">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="line-chart"
        aria-label="Line chart of monthly visits, January to June, 2025 and 2024"
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
        {SERIES.map((s) => (
          <g key={s.year} className={`series-${s.year}`}>
            <path
              d={rows.map((r, i) => `${i === 0 ? "M" : "L"}${xAt(i)},${yAt(r[s.key])}`).join(" ")}
              fill="none"
              stroke={s.color}
              strokeWidth="3"
              strokeDasharray={s.dash}
            />
            {rows.map((r, i) => marker(s, r, i))}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="legend">
          {[...SERIES].reverse().map((s) => (
            <li key={s.year}>
              <svg width="34" height="14" aria-hidden="true" className="swatch">
                <line x1="1" x2="33" y1="7" y2="7" stroke={s.color} strokeWidth="3" strokeDasharray={s.dash} />
                {s.marker === "circle" ? (
                  <circle cx="17" cy="7" r="5" fill={s.color} />
                ) : (
                  <rect x="12" y="2" width="10" height="10" fill={s.color} />
                )}
              </svg>
              {s.legend}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
