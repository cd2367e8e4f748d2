type Props = { measured: number[]; forecast?: number[]; label: (i: number) => string };

const WIDTH = 760;
const HEIGHT = 300;
const LEFT = 64;
const RIGHT = 14;
const TOP = 14;
const BOTTOM = 40;
const MAX = 25;
const MEASURED_COLOR = "#e0a100";
const FORECAST_COLOR = "#1f4e99";

export default function HourlyChart({ measured, forecast, label }: Props) {
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const slot = plotW / measured.length;
  const x = (i: number) => LEFT + i * slot + slot / 2;
  const y = (v: number) => TOP + plotH - (v / MAX) * plotH;
  const ticks = [0, 5, 10, 15, 20, 25];

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label="Energy generated per hour">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(t)} y2={y(t)} stroke="#e6e3d6" />
          <text x={LEFT - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      <text transform={`translate(18 ${TOP + plotH / 2}) rotate(-90)`} textAnchor="middle">Energy (kWh)</text>
      {measured.map((v, i) => {
        const text = `${label(i)}: ${v.toFixed(1)} kWh`;
        return (
          <g key={i}>
            <rect x={x(i) - slot * 0.35} y={y(v)} width={slot * 0.7} height={TOP + plotH - y(v)} fill={MEASURED_COLOR} role="img" aria-label={text}>
              <title>{text}</title>
            </rect>
            <text x={x(i)} y={TOP + plotH + 16} textAnchor="middle">{label(i)}</text>
          </g>
        );
      })}
      {forecast && (
        <g>
          <path d={forecast.map((v, i) => `${i ? "L" : "M"}${x(i)},${y(v)}`).join(" ")} fill="none" stroke={FORECAST_COLOR} strokeWidth={2} />
          {forecast.map((v, i) => {
            const text = `Forecast ${label(i)}: ${v.toFixed(1)} kWh`;
            return (
              <circle key={i} cx={x(i)} cy={y(v)} r={4} fill={FORECAST_COLOR} role="img" aria-label={text}>
                <title>{text}</title>
              </circle>
            );
          })}
        </g>
      )}
      <line x1={LEFT} x2={WIDTH - RIGHT} y1={TOP + plotH} y2={TOP + plotH} stroke="#6b6552" />
    </svg>
  );
}

export function HourlyLegend() {
  return (
    <div className="legend">
      <span><span className="swatch" style={{ background: MEASURED_COLOR }} />Measured</span>
      <span><span className="swatch" style={{ background: FORECAST_COLOR, height: 3, verticalAlign: 3 }} />Forecast</span>
    </div>
  );
}
