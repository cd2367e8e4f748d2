import { busiestWeek, formatKm } from "./season";

const VIEW_W = 680;
const VIEW_H = 320;
const M = { left: 70, right: 24, top: 18, bottom: 56 };
const Y_STEP = 20;

export default function WeeklyChart({ weeks }: { weeks: number[] }) {
  const innerW = VIEW_W - M.left - M.right;
  const innerH = VIEW_H - M.top - M.bottom;
  const maxKm = Math.max(...weeks) / 10;
  const yTop = Math.max(Y_STEP, Math.ceil(maxKm / Y_STEP) * Y_STEP);
  const xOf = (i: number) => M.left + (weeks.length > 1 ? (i / (weeks.length - 1)) * innerW : innerW / 2);
  const yOf = (km: number) => M.top + innerH - (km / yTop) * innerH;

  const gridValues: number[] = [];
  for (let v = 0; v <= yTop; v += Y_STEP) gridValues.push(v);

  const path = weeks.map((t, i) => `${i === 0 ? "M" : "L"}${xOf(i).toFixed(1)},${yOf(t / 10).toFixed(1)}`).join(" ");
  const best = busiestWeek(weeks);

  return (
    <section className="card">
      <h2>Club distance by week</h2>
      <svg className="line-chart" viewBox={`0 0 ${VIEW_W} ${VIEW_H}`} aria-label="Line chart of club distance for weeks 1 to 8">
        {gridValues.map((v) => (
          <g key={v}>
            <line x1={M.left} x2={VIEW_W - M.right} y1={yOf(v)} y2={yOf(v)} stroke="#dbe4ee" />
            <text x={M.left - 8} y={yOf(v) + 4} textAnchor="end" fontSize="12" fill="#34495e">
              {v}
            </text>
          </g>
        ))}
        <line x1={M.left} x2={VIEW_W - M.right} y1={M.top + innerH} y2={M.top + innerH} stroke="#34495e" />
        <line x1={M.left} x2={M.left} y1={M.top} y2={M.top + innerH} stroke="#34495e" />
        {weeks.map((_, i) => (
          <text key={i} x={xOf(i)} y={M.top + innerH + 20} textAnchor="middle" fontSize="13" fill="#102033">
            {i + 1}
          </text>
        ))}
        <text x={M.left + innerW / 2} y={VIEW_H - 8} textAnchor="middle" fontSize="13" fill="#102033">
          Week
        </text>
        <text transform={`translate(20 ${M.top + innerH / 2}) rotate(-90)`} textAnchor="middle" fontSize="13" fill="#102033">
          Distance (km)
        </text>
        <path d={path} fill="none" stroke="#e0662b" strokeWidth="2.5" strokeLinejoin="round" />
        {weeks.map((t, i) => (
          <circle key={i} cx={xOf(i)} cy={yOf(t / 10)} r="6" fill="#ffffff" stroke="#b8481a" strokeWidth="2.5">
            <title>{`Week ${i + 1}: ${formatKm(t)}`}</title>
          </circle>
        ))}
      </svg>
      <p className="total">
        Best week: Week {best.week} ({formatKm(best.tenths)})
      </p>
    </section>
  );
}
