type Series = { name: string; suffix: string; values: number[]; color: string };

type Props = {
  categories: readonly string[];
  series: Series[];
  axisLabel: string;
  format: (n: number) => string;
  max: number;
  step: number;
};

const WIDTH = 640;
const HEIGHT = 300;
const LEFT = 90;
const BOTTOM = 40;
const TOP = 16;

export default function BarChart({ categories, series, axisLabel, format, max, step }: Props) {
  const plotH = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT - 10) / categories.length;
  const barW = Math.min(56, (slot * 0.7) / series.length);
  const y = (v: number) => TOP + plotH - (v / max) * plotH;
  const ticks: number[] = [];
  for (let t = 0; t <= max; t += step) ticks.push(t);

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={`${axisLabel} by ${categories.join(", ")}`}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={WIDTH - 10} y1={y(t)} y2={y(t)} stroke="#d5dae1" />
          <text x={LEFT - 8} y={y(t) + 4} textAnchor="end">{format(t).replace(/\.00$/, "")}</text>
        </g>
      ))}
      <text transform={`translate(16 ${TOP + plotH / 2}) rotate(-90)`} textAnchor="middle">{axisLabel}</text>
      {categories.map((c, i) => {
        const groupX = LEFT + i * slot + (slot - barW * series.length) / 2;
        return (
          <g key={c}>
            {series.map((s, j) => (
              <rect
                key={s.name}
                x={groupX + j * barW}
                y={y(s.values[i])}
                width={barW - 4}
                height={TOP + plotH - y(s.values[i])}
                fill={s.color}
              >
                <title>{`${c}${s.suffix}: ${format(s.values[i])}`}</title>
              </rect>
            ))}
            <text x={LEFT + i * slot + slot / 2} y={HEIGHT - 14} textAnchor="middle">{c}</text>
          </g>
        );
      })}
      <line x1={LEFT} x2={WIDTH - 10} y1={TOP + plotH} y2={TOP + plotH} stroke="#5b6472" />
    </svg>
  );
}
