import type { Landing } from "./data";
import { formatPounds } from "./format";
import { totals } from "./stats";

interface Props {
  bars: Landing[];
}

const W = 900;
const H = 380;
const LEFT = 96;
const RIGHT = 16;
const TOP = 28;
const BOTTOM = 56;
const STEP_PENCE = 1000000; // £10,000 per gridline

function tickLabel(pence: number): string {
  return `£${(pence / 100).toLocaleString("en-GB")}`;
}

export default function ValueChart({ bars }: Props) {
  const all = totals(bars);
  const max = Math.max(...bars.map((b) => b.valuePence));
  const top = Math.ceil(max / STEP_PENCE) * STEP_PENCE;
  const plotH = H - TOP - BOTTOM;
  const plotW = W - LEFT - RIGHT;
  const y = (pence: number) => TOP + plotH - (pence / top) * plotH;
  const slot = plotW / bars.length;
  const barW = slot * 0.6;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP_PENCE) ticks.push(t);

  const leader = bars.reduce((best, b) => (b.valuePence > best.valuePence ? b : best), bars[0]);
  const share = all.valuePence === 0 ? 0 : (leader.valuePence / all.valuePence) * 100;

  return (
    <section className="card" aria-labelledby="value-chart-title">
      <h2 id="value-chart-title">Value by species</h2>
      <svg className="chart" viewBox={`0 0 ${W} ${H}`} width="100%" aria-labelledby="value-chart-title">
        {ticks.map((t) => (
          <g key={t}>
            <line className="gridline" x1={LEFT} x2={W - RIGHT} y1={y(t)} y2={y(t)} />
            <text className="tick" x={LEFT - 8} y={y(t)} textAnchor="end" dominantBaseline="middle">
              {tickLabel(t)}
            </text>
          </g>
        ))}
        {bars.map((b, i) => {
          const x = LEFT + i * slot + (slot - barW) / 2;
          const name = `${b.species}: ${formatPounds(b.valuePence)}`;
          return (
            <g key={b.species}>
              <rect
                className="bar"
                role="img"
                aria-label={name}
                x={x}
                y={y(b.valuePence)}
                width={barW}
                height={y(0) - y(b.valuePence)}
              >
                <title>{name}</title>
              </rect>
              <text className="bar-value" x={x + barW / 2} y={y(b.valuePence) - 6} textAnchor="middle" aria-hidden="true">
                {formatPounds(b.valuePence)}
              </text>
              <text className="bar-name" x={x + barW / 2} y={y(0) + 20} textAnchor="middle">
                {b.species}
              </text>
            </g>
          );
        })}
        <line className="axis" x1={LEFT} x2={LEFT} y1={TOP - 6} y2={y(0)} />
        <line className="axis" x1={LEFT} x2={W - RIGHT} y1={y(0)} y2={y(0)} />
        <text className="axis-title" transform={`translate(18 ${TOP + plotH / 2}) rotate(-90)`} textAnchor="middle">
          First-sale value (£)
        </text>
      </svg>
      <p className="chart-note">
        Top species: {leader.species} ({share.toFixed(1)}% of all value)
      </p>
    </section>
  );
}
