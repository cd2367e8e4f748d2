import type { WeekCount } from "./data";
import { fmtCount, meetsTarget } from "./format";

const W = 720;
const H = 340;
const PAD = { top: 20, right: 118, bottom: 48, left: 84 };
const STEP = 400;

interface Props {
  weeks: WeekCount[];
  target: number;
}

export default function WeeklyChart({ weeks, target }: Props) {
  const peak = Math.max(target, ...weeks.map((w) => w.samples));
  const top = Math.ceil(peak / STEP) * STEP;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / weeks.length;
  const barW = slot * 0.62;
  const yOf = (v: number) => PAD.top + plotH - (v / top) * plotH;

  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label="Bar chart of samples processed per week"
    >
      {ticks.map((t) => (
        <g key={t} aria-hidden="true">
          <line x1={PAD.left} x2={W - PAD.right} y1={yOf(t)} y2={yOf(t)} stroke="#d5dbe3" />
          <text x={PAD.left - 8} y={yOf(t) + 4} textAnchor="end" fontSize="12" fill="#2d3748">
            {fmtCount(t)}
          </text>
        </g>
      ))}
      <text
        x={18}
        y={PAD.top + plotH / 2}
        transform={`rotate(-90 18 ${PAD.top + plotH / 2})`}
        textAnchor="middle"
        fontSize="13"
        fill="#1a202c"
      >
        Samples processed
      </text>
      {weeks.map((w, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const y = yOf(w.samples);
        return (
          <g key={w.week}>
            <rect
              role="img"
              aria-label={`Week ${w.week}: ${fmtCount(w.samples)} samples, ${
                meetsTarget(w.samples, target) ? "at or above target" : "below target"
              }`}
              x={x}
              y={y}
              width={barW}
              height={PAD.top + plotH - y}
              fill="#2c5f8a"
            />
            <text
              x={x + barW / 2}
              y={H - PAD.bottom + 20}
              textAnchor="middle"
              fontSize="13"
              fill="#1a202c"
            >
              {`W${w.week}`}
            </text>
          </g>
        );
      })}
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={PAD.top + plotH}
        y2={PAD.top + plotH}
        stroke="#1a202c"
      />
      <g className="target">
        <line
          x1={PAD.left}
          x2={W - PAD.right + 6}
          y1={yOf(target)}
          y2={yOf(target)}
          stroke="#c05621"
          strokeWidth="2"
          strokeDasharray="8 5"
        />
        <text x={W - PAD.right + 10} y={yOf(target) + 4} fontSize="13" fill="#9c4221" fontWeight="600">
          {`Target: ${fmtCount(target)}`}
        </text>
      </g>
    </svg>
  );
}
