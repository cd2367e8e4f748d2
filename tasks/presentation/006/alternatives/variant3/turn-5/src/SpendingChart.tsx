import { QUARTERS, quarterTotals, totals2023 } from './data';
import { money } from './format';

const WIDTH = 640;
const HEIGHT = 360;
const PAD = { top: 44, right: 24, bottom: 44, left: 92 };
const STEP = 2000; // dollars between grid lines

interface Series {
  key: string;
  legend: string;
  className: string;
  values: number[]; // cents per quarter
  label: (quarter: string, value: number) => string;
}

export function SpendingChart() {
  // Drawn left to right inside each quarter: 2023 first, then 2024.
  const series2024 = quarterTotals;
  const series: Series[] = [
    {
      key: '2023',
      legend: 'Spending 2023',
      className: 'bar bar-prev',
      values: totals2023,
      label: (q, v) => `${q} 2023: ${money(v)}`,
    },
    {
      key: '2024',
      legend: 'Spending 2024',
      className: 'bar',
      values: series2024,
      label: (q, v) => `${q}: ${money(v)}`,
    },
  ];

  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const maxDollars = Math.max(...series.flatMap((s) => s.values)) / 100;
  const top = Math.ceil(maxDollars / STEP) * STEP;
  const y = (dollars: number) => PAD.top + plotH - (dollars / top) * plotH;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);

  const band = plotW / QUARTERS.length;
  const barW = band * 0.3;
  const gap = 6;
  const groupW = series.length * barW + (series.length - 1) * gap;
  const baseline = PAD.top + plotH;

  return (
    <section className="block">
      <h2>Spending by quarter</h2>
      <figure className="chart">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="chart-svg">
          <g className="legend" transform={`translate(${WIDTH - PAD.right - 270} 14)`}>
            {series.map((s, k) => (
              <g key={s.key} transform={`translate(${k * 140} 0)`}>
                <rect className={s.className} width={14} height={14} aria-hidden="true" />
                <text x={20} y={7} dy="0.35em">
                  {s.legend}
                </text>
              </g>
            ))}
          </g>
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
            const groupX = PAD.left + i * band + (band - groupW) / 2;
            return (
              <g key={q}>
                {series.map((s, k) => {
                  const value = s.values[i];
                  const yTop = y(value / 100);
                  return (
                    <rect
                      key={s.key}
                      className={s.className}
                      x={groupX + k * (barW + gap)}
                      y={yTop}
                      width={barW}
                      height={baseline - yTop}
                      role="img"
                    >
                      <title>{s.label(q, value)}</title>
                    </rect>
                  );
                })}
                <text className="tick-q" x={groupX + groupW / 2} y={baseline + 22} textAnchor="middle">
                  {q}
                </text>
              </g>
            );
          })}
          <line className="axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={baseline} y2={baseline} />
        </svg>
        <figcaption>
          Total spending in each quarter, 2023 beside 2024. Hover a bar for its exact amount.
        </figcaption>
      </figure>
    </section>
  );
}
