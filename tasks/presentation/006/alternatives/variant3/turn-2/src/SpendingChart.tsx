import { QUARTERS, quarterTotals } from './data';
import { money } from './format';

const WIDTH = 640;
const HEIGHT = 340;
const PAD = { top: 20, right: 24, bottom: 44, left: 92 };
const STEP = 2000; // dollars between grid lines

export function SpendingChart() {
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const maxDollars = Math.max(...quarterTotals) / 100;
  const top = Math.ceil(maxDollars / STEP) * STEP;
  const y = (dollars: number) => PAD.top + plotH - (dollars / top) * plotH;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);

  const band = plotW / QUARTERS.length;
  const barW = band * 0.5;
  const baseline = PAD.top + plotH;

  return (
    <section className="block">
      <h2>Spending by quarter</h2>
      <figure className="chart">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="chart-svg">
          <g className="grid">
            {ticks.map((t) => (
              <g key={t}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} />
                <text x={PAD.left - 8} y={y(t)} dy="0.32em" textAnchor="end">
                  {money(t * 100).replace('.00', '')}
                </text>
              </g>
            ))}
          </g>
          <text
            className="axis-title"
            transform={`translate(18 ${PAD.top + plotH / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            Spending (USD)
          </text>
          {QUARTERS.map((q, i) => {
            const value = quarterTotals[i];
            const x = PAD.left + i * band + (band - barW) / 2;
            const yTop = y(value / 100);
            return (
              <g key={q}>
                <rect
                  className="bar"
                  x={x}
                  y={yTop}
                  width={barW}
                  height={baseline - yTop}
                  role="img"
                >
                  <title>{`${q}: ${money(value)}`}</title>
                </rect>
                <text className="tick-q" x={x + barW / 2} y={baseline + 22} textAnchor="middle">
                  {q}
                </text>
              </g>
            );
          })}
          <line className="axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={baseline} y2={baseline} />
        </svg>
        <figcaption>Total spending in each quarter of 2024. Hover a bar for its exact amount.</figcaption>
      </figure>
    </section>
  );
}
