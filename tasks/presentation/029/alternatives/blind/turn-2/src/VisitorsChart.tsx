import type { Exhibition } from "./data";
import { fmtCount } from "./format";
import { byVisitorsMostFirst } from "./stats";

const W = 900;
const ROW_H = 46;
const PAD = { top: 14, right: 80, bottom: 62, left: 170 };
const STEP = 5_000;
const THRESHOLD = 15_000;

export default function VisitorsChart({ list }: { list: Exhibition[] }) {
  const bars = byVisitorsMostFirst(list);
  const peak = Math.max(...bars.map((b) => b.visitors));
  const top = Math.ceil(peak / STEP) * STEP;
  const plotW = W - PAD.left - PAD.right;
  const plotH = bars.length * ROW_H;
  const H = PAD.top + plotH + PAD.bottom;
  const xOf = (v: number) => PAD.left + (v / top) * plotW;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);

  // An exhibition with exactly 15,000 visitors counts.
  const bigOnes = list.filter((e) => e.visitors >= THRESHOLD).length;

  return (
    <section className="card" aria-labelledby="chart-heading">
      <h2 id="chart-heading">Visitors by exhibition</h2>
      <svg
        className="chart"
        viewBox={`0 0 ${W} ${H}`}
        role="group"
        aria-label="Bar chart of visitors per exhibition, in the table's order"
      >
        {ticks.map((t) => (
          <g key={t} aria-hidden="true">
            <line x1={xOf(t)} x2={xOf(t)} y1={PAD.top} y2={PAD.top + plotH} stroke="#e4dde6" />
            <text x={xOf(t)} y={PAD.top + plotH + 18} textAnchor="middle" fontSize="12" fill="#3d3445">
              {fmtCount(t)}
            </text>
          </g>
        ))}
        {bars.map((b, i) => {
          const y = PAD.top + i * ROW_H + 9;
          const h = ROW_H - 18;
          return (
            <g key={b.name}>
              <text x={PAD.left - 10} y={y + h / 2 + 5} textAnchor="end" fontSize="14" fill="#1f1a24">
                {b.name}
              </text>
              <rect
                role="img"
                aria-label={`${b.name}: ${fmtCount(b.visitors)} visitors`}
                x={xOf(0)}
                y={y}
                width={xOf(b.visitors) - xOf(0)}
                height={h}
                fill="#5b2a73"
              />
              <text
                x={xOf(b.visitors) + 6}
                y={y + h / 2 + 5}
                fontSize="13"
                fill="#3d3445"
                aria-hidden="true"
              >
                {fmtCount(b.visitors)}
              </text>
            </g>
          );
        })}
        <line x1={xOf(0)} x2={xOf(0)} y1={PAD.top} y2={PAD.top + plotH} stroke="#1f1a24" />
        <line x1={xOf(0)} x2={xOf(top)} y1={PAD.top + plotH} y2={PAD.top + plotH} stroke="#1f1a24" />
        <text x={PAD.left + plotW / 2} y={H - 14} textAnchor="middle" fontSize="14" fill="#1f1a24">
          Visitors
        </text>
      </svg>
      <p className="line">
        Exhibitions with 15,000 or more visitors: {bigOnes} of {list.length}
      </p>
    </section>
  );
}
