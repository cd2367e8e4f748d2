import { MEASURED } from '../data';
import { clock, hourAt } from '../energy';

const WIDTH = 860;
const HEIGHT = 340;
const LEFT = 70;
const RIGHT = 14;
const TOP = 16;
const BOTTOM = 46;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;
const Y_MAX = 25;
const TICKS = [0, 5, 10, 15, 20, 25];

function yFor(value: number): number {
  return TOP + PLOT_H - (value / Y_MAX) * PLOT_H;
}

export default function HourlyChart() {
  const slot = PLOT_W / MEASURED.length;
  const barW = slot * 0.64;
  const baseline = yFor(0);

  return (
    <section className="panel">
      <h2>Hourly output</h2>
      <p className="note">Metered generation for each hour, labelled by the hour the interval starts.</p>
      <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
        <g className="grid">
          {TICKS.map((t) => (
            <g key={t}>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={yFor(t)} y2={yFor(t)} />
              <text x={LEFT - 8} y={yFor(t)} dy="0.32em" textAnchor="end">
                {t}
              </text>
            </g>
          ))}
        </g>
        <text
          className="axis-title"
          transform={`translate(18 ${TOP + PLOT_H / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          Energy (kWh)
        </text>
        <g className="columns">
          {MEASURED.map((v, i) => {
            const x = LEFT + i * slot + (slot - barW) / 2;
            const y = yFor(v);
            return (
              <rect key={i} x={x} y={y} width={barW} height={baseline - y} rx={2}>
                <title>{`${clock(hourAt(i))}: ${v.toFixed(1)} kWh`}</title>
              </rect>
            );
          })}
        </g>
        <line className="baseline" x1={LEFT} x2={WIDTH - RIGHT} y1={baseline} y2={baseline} />
        <g className="hours">
          {MEASURED.map((_, i) => (
            <text key={i} x={LEFT + i * slot + slot / 2} y={baseline + 20} textAnchor="middle">
              {clock(hourAt(i))}
            </text>
          ))}
        </g>
      </svg>
    </section>
  );
}
