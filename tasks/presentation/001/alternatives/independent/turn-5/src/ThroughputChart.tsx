import { WEEKLY_TARGET, type WeekFigure } from "./data";
import { count } from "./format";

const width = 700;
const height = 320;
const left = 70;
const right = 110;
const top = 20;
const bottom = 56;
const ceiling = 1750;

export default function ThroughputChart({ weeks }: { weeks: WeekFigure[] }) {
  const innerW = width - left - right;
  const innerH = height - top - bottom;
  const band = innerW / weeks.length;
  const yOf = (v: number) => top + innerH * (1 - v / ceiling);
  const grid = [0, 250, 500, 750, 1000, 1250, 1500, 1750];
  return (
    <svg className="chart" viewBox={`0 0 ${width} ${height}`} role="group" aria-label="Samples processed each week">
      {grid.map((g) => (
        <g key={g}>
          <line x1={left} x2={left + innerW} y1={yOf(g)} y2={yOf(g)} className="gridline" />
          <text x={left - 10} y={yOf(g) + 4} textAnchor="end" className="chart-text">{count(g)}</text>
        </g>
      ))}
      {weeks.map((w, i) => {
        const onTarget = w.count >= WEEKLY_TARGET;
        const cx = left + band * (i + 0.5);
        return (
          <g key={w.label}>
            <g role="img" className={onTarget ? "col col-hit" : "col col-miss"}>
              <title>{`${w.label}: ${count(w.count)} samples, ${onTarget ? "at or above target" : "below target"}`}</title>
              <rect x={cx - band * 0.3} y={yOf(w.count)} width={band * 0.6} height={yOf(0) - yOf(w.count)} rx={3} />
            </g>
            <text x={cx} y={top + innerH + 20} textAnchor="middle" className="chart-text">{w.short}</text>
          </g>
        );
      })}
      <line x1={left} x2={left + innerW} y1={yOf(WEEKLY_TARGET)} y2={yOf(WEEKLY_TARGET)} className="goal" />
      <text x={left + innerW + 10} y={yOf(WEEKLY_TARGET) + 4} className="chart-text goal-text">
        Target: {count(WEEKLY_TARGET)}
      </text>
      <text x={22} y={top + innerH / 2} transform={`rotate(-90 22 ${top + innerH / 2})`} textAnchor="middle" className="chart-text">
        Samples processed
      </text>
      <text x={left + innerW / 2} y={height - 10} textAnchor="middle" className="chart-text">Teaching week</text>
    </svg>
  );
}
