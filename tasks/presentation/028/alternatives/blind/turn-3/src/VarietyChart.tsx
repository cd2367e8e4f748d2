import { fmtHundredths } from "./format";
import type { VarietyTotal } from "./harvest";

const W = 760;
const ROW = 50;
const BAR = 30;
const PAD = { top: 14, right: 90, bottom: 62, left: 140 };
const STEP_CENTI = 500; // gridline every 5 t

export default function VarietyChart({ varieties }: { varieties: VarietyTotal[] }) {
  const peak = Math.max(...varieties.map((v) => v.pickedCentiT));
  const max = Math.ceil(peak / STEP_CENTI) * STEP_CENTI;
  const plotW = W - PAD.left - PAD.right;
  const plotH = varieties.length * ROW;
  const H = PAD.top + plotH + PAD.bottom;
  const xOf = (centi: number) => PAD.left + (centi / max) * plotW;
  const ticks: number[] = [];
  for (let t = 0; t <= max; t += STEP_CENTI) ticks.push(t);

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label="Bar chart of tonnes picked per grape variety"
    >
      {ticks.map((t) => (
        <g key={t} aria-hidden="true">
          <line
            x1={xOf(t)}
            x2={xOf(t)}
            y1={PAD.top}
            y2={PAD.top + plotH}
            stroke={t === 0 ? "#2a1f24" : "#e6dcd4"}
          />
          <text x={xOf(t)} y={PAD.top + plotH + 18} textAnchor="middle" fontSize="12" fill="#4a3b40">
            {t / 100}
          </text>
        </g>
      ))}
      {varieties.map((v, i) => {
        const y = PAD.top + i * ROW + (ROW - BAR) / 2;
        return (
          <g key={v.variety}>
            <text x={PAD.left - 10} y={y + BAR / 2 + 5} textAnchor="end" fontSize="14" fill="#2a1f24">
              {v.variety}
            </text>
            <rect
              role="img"
              aria-label={`${v.variety}: ${fmtHundredths(v.pickedCentiT)} t`}
              x={xOf(0)}
              y={y}
              width={xOf(v.pickedCentiT) - xOf(0)}
              height={BAR}
              fill="#7a2148"
            />
            <text
              x={xOf(v.pickedCentiT) + 8}
              y={y + BAR / 2 + 5}
              fontSize="13"
              fill="#2a1f24"
              aria-hidden="true"
            >
              {`${fmtHundredths(v.pickedCentiT)} t`}
            </text>
          </g>
        );
      })}
      <text
        x={PAD.left + plotW / 2}
        y={PAD.top + plotH + 46}
        textAnchor="middle"
        fontSize="14"
        fontWeight="600"
        fill="#2a1f24"
      >
        Tonnes picked
      </text>
    </svg>
  );
}
