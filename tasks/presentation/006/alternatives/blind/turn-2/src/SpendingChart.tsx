import { QUARTER_NAMES } from "./data";
import { formatMoney } from "./format";

interface Props {
  quarterTotals: number[];
}

const WIDTH = 640;
const HEIGHT = 330;
const PAD_LEFT = 96;
const PAD_RIGHT = 20;
const PAD_TOP = 16;
const PAD_BOTTOM = 44;
const TICK_STEP = 200000; // $2,000 in cents

const tickFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export default function SpendingChart({ quarterTotals }: Props) {
  const plotW = WIDTH - PAD_LEFT - PAD_RIGHT;
  const plotH = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const largest = Math.max(...quarterTotals, 0);
  const axisMax = Math.max(TICK_STEP, Math.ceil(largest / TICK_STEP) * TICK_STEP);
  const y = (cents: number) => PAD_TOP + plotH - (cents / axisMax) * plotH;

  const ticks: number[] = [];
  for (let t = 0; t <= axisMax; t += TICK_STEP) ticks.push(t);

  const slot = plotW / QUARTER_NAMES.length;
  const barW = slot * 0.55;

  return (
    <section className="panel">
      <h2>Spending by quarter</h2>
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label="Bar chart of total spending per quarter in 2024"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD_LEFT} x2={WIDTH - PAD_RIGHT} y1={y(t)} y2={y(t)} stroke="#e1ddd5" />
            <text x={PAD_LEFT - 8} y={y(t) + 4} textAnchor="end" fontSize="12" fill="#333">
              {tickFormat.format(t / 100)}
            </text>
          </g>
        ))}
        <line x1={PAD_LEFT} x2={PAD_LEFT} y1={PAD_TOP} y2={PAD_TOP + plotH} stroke="#555" />
        <line x1={PAD_LEFT} x2={WIDTH - PAD_RIGHT} y1={PAD_TOP + plotH} y2={PAD_TOP + plotH} stroke="#555" />
        <text
          transform={`translate(18 ${PAD_TOP + plotH / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize="13"
          fill="#1b1b1b"
        >
          Spending (USD)
        </text>
        {QUARTER_NAMES.map((q, i) => {
          const value = quarterTotals[i];
          const cx = PAD_LEFT + slot * i + slot / 2;
          const top = y(value);
          return (
            <g key={q}>
              <rect x={cx - barW / 2} y={top} width={barW} height={PAD_TOP + plotH - top} fill="#2a5d8f">
                <title>{`${q}: ${formatMoney(value)}`}</title>
              </rect>
              <text x={cx} y={PAD_TOP + plotH + 22} textAnchor="middle" fontSize="14" fill="#1b1b1b">
                {q}
              </text>
            </g>
          );
        })}
      </svg>
    </section>
  );
}
