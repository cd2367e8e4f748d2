import { EARLIER_MONTHS, Month } from "./data";
import { formatCount, formatSignedTenths, percentTenths } from "./format";
import { LINE_TOTAL } from "./stats";

const WIDTH = 760;
const HEIGHT = 340;
const LEFT = 108;
const RIGHT = 30;
const TOP = 24;
const BOTTOM = 50;
const TICK = 100000;

export default function FootfallChart() {
  const months: Month[] = [...EARLIER_MONTHS, { short: "Sep", footfall: LINE_TOTAL }];
  const top = Math.ceil(Math.max(...months.map((m) => m.footfall)) / TICK) * TICK;
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const inset = 30;
  const gap = (plotW - 2 * inset) / (months.length - 1);
  const px = (i: number) => LEFT + inset + i * gap;
  const py = (v: number) => TOP + plotH - (v / top) * plotH;

  const ticks: number[] = [];
  for (let t = 0; t <= top; t += TICK) ticks.push(t);

  const busiest = months.reduce((best, m) => (m.footfall > best.footfall ? m : best), months[0]);
  const april = months[0];
  const september = months[months.length - 1];
  const change = percentTenths(september.footfall - april.footfall, april.footfall);

  return (
    <>
      <svg
        className="month-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label="Whole-line entries and exits by month, April to September 2026"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={py(t)} y2={py(t)} className={t === 0 ? "axis" : "grid"} />
            <text x={LEFT - 8} y={py(t) + 4} textAnchor="end" className="tick">
              {formatCount(t)}
            </text>
          </g>
        ))}
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + plotH} className="axis" />
        <text
          className="axis-title"
          transform={`translate(18 ${TOP + plotH / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          Entries and exits
        </text>
        <polyline className="trend" points={months.map((m, i) => `${px(i)},${py(m.footfall)}`).join(" ")} />
        {months.map((m, i) => {
          const name = `${m.short} 2026: ${formatCount(m.footfall)} entries and exits`;
          return (
            <g key={m.short}>
              <circle cx={px(i)} cy={py(m.footfall)} r={6} className="dot" role="img" aria-label={name}>
                <title>{name}</title>
              </circle>
              <text x={px(i)} y={TOP + plotH + 24} textAnchor="middle" className="month">
                {m.short}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="note">Busiest month: {busiest.short} 2026</p>
      <p className="note">September against April: {formatSignedTenths(change)}</p>
    </>
  );
}
