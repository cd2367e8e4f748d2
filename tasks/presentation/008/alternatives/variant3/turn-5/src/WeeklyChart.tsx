import { formatKm } from './format';

interface Props {
  weeks: number[];
}

const WIDTH = 560;
const HEIGHT = 300;
const PAD = { top: 18, right: 20, bottom: 50, left: 64 };
const STEP = 20;

export function bestWeek(weeks: number[]): { week: number; km: number } {
  let best = 0;
  weeks.forEach((km, i) => {
    if (km > weeks[best]) best = i;
  });
  return { week: best + 1, km: weeks[best] };
}

export default function WeeklyChart({ weeks }: Props) {
  const lo = Math.floor(Math.min(...weeks) / STEP) * STEP;
  const hi = Math.ceil(Math.max(...weeks) / STEP) * STEP;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;

  const x = (i: number) => PAD.left + (plotW * i) / (weeks.length - 1);
  const y = (km: number) => PAD.top + plotH * (1 - (km - lo) / (hi - lo));

  const ticks: number[] = [];
  for (let v = lo; v <= hi; v += STEP) ticks.push(v);

  const points = weeks.map((km, i) => ({ week: i + 1, km, cx: x(i), cy: y(km) }));
  const linePath = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.cx.toFixed(1)},${p.cy.toFixed(1)}`).join(' ');
  const best = bestWeek(weeks);

  return (
    <section className="card">
      <h2>Club distance by week</h2>
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label="Line chart of whole-club distance for weeks 1 to 8"
      >
        <g className="grid-lines" aria-hidden="true">
          {ticks.map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} />
              <text x={PAD.left - 8} y={y(v)} textAnchor="end" dominantBaseline="middle">
                {v}
              </text>
            </g>
          ))}
        </g>
        <g className="x-axis" aria-hidden="true">
          {points.map((p) => (
            <text key={p.week} x={p.cx} y={HEIGHT - PAD.bottom + 18} textAnchor="middle">
              {p.week}
            </text>
          ))}
          <text className="axis-title" x={PAD.left + plotW / 2} y={HEIGHT - 8} textAnchor="middle">
            Week
          </text>
        </g>
        <text
          className="axis-title"
          transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`}
          textAnchor="middle"
          dominantBaseline="middle"
        >
          Distance (km)
        </text>
        <path className="series" d={linePath} fill="none" />
        {points.map((p) => (
          <rect
            key={p.week}
            className="marker"
            role="img"
            aria-label={`Week ${p.week}: ${formatKm(p.km)}`}
            x={p.cx - 5}
            y={p.cy - 5}
            width={10}
            height={10}
            transform={`rotate(45 ${p.cx} ${p.cy})`}
          />
        ))}
      </svg>
      <p className="best">
        Best week: Week {best.week} ({formatKm(best.km)})
      </p>
    </section>
  );
}
