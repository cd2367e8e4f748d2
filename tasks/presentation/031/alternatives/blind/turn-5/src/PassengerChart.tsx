import type { Airline } from "./data";
import { formatCount, formatOneDecimal, formatPercent, percentOf } from "./format";
import { totals } from "./stats";

interface Props {
  rows: Airline[];
}

const WIDTH = 860;
const LABEL_W = 170;
const RIGHT_PAD = 80;
const TOP = 12;
const BAR_H = 28;
const GAP = 14;
const TICK_STEP = 10000;

export default function PassengerChart({ rows }: Props) {
  const all = totals(rows);
  const maxPassengers = Math.max(...rows.map((a) => a.passengers));
  const scaleMax = Math.ceil(maxPassengers / TICK_STEP) * TICK_STEP;
  const plotW = WIDTH - LABEL_W - RIGHT_PAD;
  const x = (v: number) => LABEL_W + (v / scaleMax) * plotW;
  const plotBottom = TOP + rows.length * (BAR_H + GAP);
  const height = plotBottom + 56;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += TICK_STEP) ticks.push(t);

  const busiest = rows.reduce((best, a) => (a.passengers > best.passengers ? a : best), rows[0]);
  const busiestShare = percentOf(busiest.passengers, all.passengers);
  const perFlight = all.flights === 0 ? 0 : all.passengers / all.flights;

  return (
    <section className="panel" aria-labelledby="chart-heading">
      <h2 id="chart-heading">Passengers by airline</h2>
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        aria-labelledby="chart-heading"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={TOP - 4} y2={plotBottom} className="grid" />
            <text x={x(t)} y={plotBottom + 18} textAnchor="middle" className="tick">
              {formatCount(t)}
            </text>
          </g>
        ))}
        {rows.map((a, i) => {
          const y = TOP + i * (BAR_H + GAP) + GAP / 2;
          return (
            <g key={a.name}>
              <text x={LABEL_W - 10} y={y + BAR_H / 2} textAnchor="end" dominantBaseline="middle" className="bar-label">
                {a.name}
              </text>
              <rect
                role="img"
                aria-label={`${a.name}: ${formatCount(a.passengers)} passengers`}
                x={x(0)}
                y={y}
                width={x(a.passengers) - x(0)}
                height={BAR_H}
                className="bar"
              >
                <title>{`${a.name}: ${formatCount(a.passengers)} passengers`}</title>
              </rect>
              <text x={x(a.passengers) + 6} y={y + BAR_H / 2} dominantBaseline="middle" className="bar-value" aria-hidden="true">
                {formatCount(a.passengers)}
              </text>
            </g>
          );
        })}
        <line x1={x(0)} x2={x(0)} y1={TOP - 4} y2={plotBottom} className="axis" />
        <line x1={x(0)} x2={x(scaleMax)} y1={plotBottom} y2={plotBottom} className="axis" />
        <text x={LABEL_W + plotW / 2} y={plotBottom + 44} textAnchor="middle" className="axis-title">
          Passengers carried
        </text>
      </svg>
      <ul className="summary">
        <li>
          Busiest airline: {busiest.name} ({formatPercent(busiestShare)} of all passengers)
        </li>
        <li>Passengers per flight: {formatOneDecimal(perFlight)}</li>
      </ul>
    </section>
  );
}
