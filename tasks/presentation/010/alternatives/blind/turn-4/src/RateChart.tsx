import { type DayFigures, TARGET_PCT, pct1, ratePct } from "./route42";

const SIZE = { w: 620, h: 320 };
const PAD = { l: 72, r: 86, t: 16, b: 40 };

export default function RateChart({ days }: { days: DayFigures[] }) {
  const plotW = SIZE.w - PAD.l - PAD.r;
  const plotH = SIZE.h - PAD.t - PAD.b;
  const base = PAD.t + plotH;
  const yFor = (p: number) => base - (p / 100) * plotH;
  const slot = plotW / days.length;
  const barW = Math.min(56, slot * 0.6);
  const targetY = yFor(TARGET_PCT);

  return (
    <section aria-labelledby="rate-chart-heading" className="sheet-section">
      <h2 id="rate-chart-heading">On-time rate by day</h2>
      <svg className="bars" viewBox={`0 0 ${SIZE.w} ${SIZE.h}`} role="group" aria-label="Bar chart of the on-time rate for each weekday">
        {[0, 20, 40, 60, 80, 100].map((p) => (
          <g key={p}>
            <line x1={PAD.l} x2={PAD.l + plotW} y1={yFor(p)} y2={yFor(p)} stroke="#e3e6ee" />
            <text x={PAD.l - 6} y={yFor(p) + 4} fontSize="11" textAnchor="end" fill="#454a57">
              {p}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const rate = ratePct(d.onTime, d.trips);
          const cx = PAD.l + slot * i + slot / 2;
          return (
            <g key={d.day}>
              <rect x={cx - barW / 2} y={yFor(rate)} width={barW} height={base - yFor(rate)} fill="#1f7a5a">
                <title>{`${d.day}: ${pct1(rate)}`}</title>
              </rect>
              <text x={cx} y={base + 18} fontSize="13" textAnchor="middle" fill="#1a1c24">
                {d.day}
              </text>
            </g>
          );
        })}
        <line x1={PAD.l} x2={PAD.l} y1={PAD.t} y2={base} stroke="#454a57" />
        <line x1={PAD.l} x2={PAD.l + plotW} y1={base} y2={base} stroke="#454a57" />
        <line x1={PAD.l} x2={PAD.l + plotW} y1={targetY} y2={targetY} stroke="#c43d00" strokeWidth="2" strokeDasharray="5 3" />
        <text x={PAD.l + plotW + 6} y={targetY + 4} fontSize="12" fill="#a33200" fontWeight="700">
          Target {TARGET_PCT}%
        </text>
        <text transform={`translate(20 ${PAD.t + plotH / 2}) rotate(-90)`} fontSize="13" textAnchor="middle" fill="#1a1c24">
          Trips on time (%)
        </text>
      </svg>
    </section>
  );
}
