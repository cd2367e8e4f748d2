import { isSlowerThanUsual, type Stage } from "../pipeline";
import { formatDuration } from "../duration";

const WIDTH = 780;
const LEFT = 180;
const RIGHT = 70;
const TOP = 12;
const ROW = 50;
const BAR = 17;
const GAP = 3;
const AXIS_SPACE = 56;

const LAST_COLOR = "#4f46e5";
const MEDIAN_COLOR = "#0f766e";

export function StageChart({ stages }: { stages: Stage[] }) {
  const longest = Math.max(...stages.flatMap((s) => [s.seconds, s.median]));
  const maxMinutes = Math.max(1, Math.ceil(longest / 60));
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = stages.length * ROW;
  const height = TOP + plotH + AXIS_SPACE;
  const xOf = (seconds: number) => LEFT + (seconds / (maxMinutes * 60)) * plotW;
  const minuteTicks = Array.from({ length: maxMinutes + 1 }, (_, i) => i);
  const slower = stages.filter(isSlowerThanUsual).map((s) => s.name);

  return (
    <>
      <svg className="stage-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label="Stage durations: last run and 20-run median">
        {minuteTicks.map((m) => (
          <g key={m} aria-hidden="true">
            <line x1={xOf(m * 60)} x2={xOf(m * 60)} y1={TOP} y2={TOP + plotH} stroke="#e2e8f0" />
            <text x={xOf(m * 60)} y={TOP + plotH + 18} textAnchor="middle" fontSize="12" fill="#334155">
              {m}
            </text>
          </g>
        ))}
        <text x={LEFT + plotW / 2} y={TOP + plotH + 44} textAnchor="middle" fontSize="13" fill="#0f172a">
          Duration (minutes)
        </text>
        {stages.map((s, i) => {
          const y = TOP + i * ROW + (ROW - 2 * BAR - GAP) / 2;
          const yMedian = y + BAR + GAP;
          const flag = isSlowerThanUsual(s) ? ", slower than usual" : "";
          return (
            <g key={s.name}>
              <text x={LEFT - 10} y={y + BAR + 5} textAnchor="end" fontSize="13" fill="#0f172a">
                {s.name}
              </text>
              <rect
                role="img"
                aria-label={`${s.name}: ${formatDuration(s.seconds)}${flag}`}
                x={LEFT}
                y={y}
                width={xOf(s.seconds) - LEFT}
                height={BAR}
                rx="2"
                fill={LAST_COLOR}
              />
              <text x={xOf(s.seconds) + 6} y={y + BAR - 4} fontSize="11" fill="#334155" aria-hidden="true">
                {formatDuration(s.seconds)}
              </text>
              <rect
                role="img"
                aria-label={`${s.name} (20-run median): ${formatDuration(s.median)}`}
                x={LEFT}
                y={yMedian}
                width={xOf(s.median) - LEFT}
                height={BAR}
                rx="2"
                fill={MEDIAN_COLOR}
              />
              <text x={xOf(s.median) + 6} y={yMedian + BAR - 4} fontSize="11" fill="#334155" aria-hidden="true">
                {formatDuration(s.median)}
              </text>
            </g>
          );
        })}
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + plotH} stroke="#0f172a" />
      </svg>
      <div className="legend">
        <span className="legend-item">
          <span className="chip" style={{ background: LAST_COLOR }} aria-hidden="true" />
          Last run
        </span>
        <span className="legend-item">
          <span className="chip" style={{ background: MEDIAN_COLOR }} aria-hidden="true" />
          20-run median
        </span>
      </div>
      <p className="flagged">Slower than usual: {slower.length > 0 ? slower.join(", ") : "none"}</p>
    </>
  );
}
