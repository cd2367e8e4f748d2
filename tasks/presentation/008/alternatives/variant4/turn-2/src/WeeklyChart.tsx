import { km, weeks } from './season';

const W = 680;
const H = 320;
const PAD = { left: 72, right: 24, top: 20, bottom: 56 };
const Y_MIN = 80;
const Y_MAX = 150;
const Y_TICKS = [80, 90, 100, 110, 120, 130, 140, 150];

const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;

const x = (week: number) => PAD.left + ((week - 1) / (weeks.length - 1)) * plotW;
const y = (value: number) => PAD.top + (1 - (value - Y_MIN) / (Y_MAX - Y_MIN)) * plotH;

export default function WeeklyChart() {
  const best = weeks.reduce((top, w) => (w.km > top.km ? w : top), weeks[0]);
  const path = weeks.map((w, i) => `${i === 0 ? 'M' : 'L'}${x(w.week).toFixed(1)},${y(w.km).toFixed(1)}`).join(' ');

  return (
    <section className="card">
      <h2>Club distance by week</h2>
      <svg className="chart" viewBox={`0 0 ${W} ${H}`} width="100%" preserveAspectRatio="xMidYMid meet">
        <g className="grid">
          {Y_TICKS.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
              <text x={PAD.left - 10} y={y(t)} dy="0.35em" textAnchor="end">
                {t}
              </text>
            </g>
          ))}
        </g>
        <g className="x-axis">
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + plotH} y2={PAD.top + plotH} />
          {weeks.map((w) => (
            <text key={w.week} x={x(w.week)} y={PAD.top + plotH + 20} textAnchor="middle">
              {w.week}
            </text>
          ))}
          <text className="axis-title" x={PAD.left + plotW / 2} y={H - 8} textAnchor="middle">
            Week
          </text>
        </g>
        <text
          className="axis-title"
          transform={`translate(18 ${PAD.top + plotH / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          Distance (km)
        </text>
        <path className="series" d={path} />
        {weeks.map((w) => (
          <circle key={w.week} className={w.week === best.week ? 'dot dot-best' : 'dot'} cx={x(w.week)} cy={y(w.km)} r={6}>
            <title>{`Week ${w.week}: ${km(w.km)}`}</title>
          </circle>
        ))}
      </svg>
      <p className="callout">
        Best week: Week {best.week} ({km(best.km)})
      </p>
    </section>
  );
}
