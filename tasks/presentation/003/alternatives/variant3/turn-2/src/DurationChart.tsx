import type { Stage } from './data';
import { formatDuration } from './duration';

interface Props {
  stages: Stage[];
}

const WIDTH = 760;
const LABEL_COL = 176;
const RIGHT_PAD = 72;
const TOP_PAD = 10;
const ROW = 36;
const BAR = 20;
const AXIS_SPACE = 54;

export default function DurationChart({ stages }: Props) {
  const plotW = WIDTH - LABEL_COL - RIGHT_PAD;
  const plotH = stages.length * ROW;
  const height = TOP_PAD + plotH + AXIS_SPACE;

  const longest = Math.max(...stages.map((s) => s.lastSec));
  const maxMinutes = Math.max(1, Math.ceil(longest / 60));
  const xAt = (seconds: number) => LABEL_COL + (seconds / 60 / maxMinutes) * plotW;
  const minuteTicks = Array.from({ length: maxMinutes + 1 }, (_, i) => i);
  const axisY = TOP_PAD + plotH;

  return (
    <svg
      className="duration-chart"
      role="group"
      aria-label="Bar chart of stage durations in the latest run"
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
    >
      {minuteTicks.map((m) => (
        <g key={m} className="tick">
          <line x1={xAt(m * 60)} x2={xAt(m * 60)} y1={TOP_PAD} y2={axisY} />
          <text x={xAt(m * 60)} y={axisY + 18} textAnchor="middle">
            {m}
          </text>
        </g>
      ))}
      <line className="axis-line" x1={LABEL_COL} x2={LABEL_COL + plotW} y1={axisY} y2={axisY} />
      <text className="axis-title" x={LABEL_COL + plotW / 2} y={axisY + 42} textAnchor="middle">
        Duration (minutes)
      </text>

      {stages.map((stage, i) => {
        const rowTop = TOP_PAD + i * ROW;
        const barY = rowTop + (ROW - BAR) / 2;
        const label = formatDuration(stage.lastSec);
        return (
          <g key={stage.name}>
            <text className="stage-name" x={LABEL_COL - 12} y={barY + BAR / 2} dy="0.35em" textAnchor="end">
              {stage.name}
            </text>
            <rect
              className="bar-last"
              role="img"
              aria-label={`${stage.name}: ${label}`}
              x={LABEL_COL}
              y={barY}
              width={xAt(stage.lastSec) - LABEL_COL}
              height={BAR}
              rx={2}
            />
            <text className="bar-value" x={xAt(stage.lastSec) + 6} y={barY + BAR / 2} dy="0.35em">
              {label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
