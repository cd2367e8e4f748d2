import type { Stage } from "../pipeline";
import { formatDuration } from "../duration";

const WIDTH = 780;
const LEFT = 180;
const RIGHT = 70;
const TOP = 12;
const ROW = 40;
const BAR = 24;
const AXIS_SPACE = 56;

export function StageChart({ stages }: { stages: Stage[] }) {
  const maxMinutes = Math.max(1, Math.ceil(Math.max(...stages.map((s) => s.seconds)) / 60));
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = stages.length * ROW;
  const height = TOP + plotH + AXIS_SPACE;
  const xOf = (seconds: number) => LEFT + (seconds / (maxMinutes * 60)) * plotW;
  const minuteTicks = Array.from({ length: maxMinutes + 1 }, (_, i) => i);

  return (
    <svg className="stage-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label="Stage durations of the latest run">
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
        const y = TOP + i * ROW + (ROW - BAR) / 2;
        return (
          <g key={s.name}>
            <text x={LEFT - 10} y={y + BAR / 2 + 5} textAnchor="end" fontSize="13" fill="#0f172a">
              {s.name}
            </text>
            <rect
              role="img"
              aria-label={`${s.name}: ${formatDuration(s.seconds)}`}
              x={LEFT}
              y={y}
              width={xOf(s.seconds) - LEFT}
              height={BAR}
              rx="3"
              fill="#4f46e5"
            />
            <text x={xOf(s.seconds) + 6} y={y + BAR / 2 + 4} fontSize="12" fill="#334155" aria-hidden="true">
              {formatDuration(s.seconds)}
            </text>
          </g>
        );
      })}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + plotH} stroke="#0f172a" />
    </svg>
  );
}
