import type { District } from "./data";
import { formatOneDecimal, roundOne } from "./format";

interface Props {
  districts: District[];
}

const WIDTH = 820;
const LABEL_W = 110;
const RIGHT_PAD = 70;
const BAR_H = 28;
const GAP = 12;
const TOP = 10;
const AXIS_H = 56;

export default function StationChart({ districts }: Props) {
  const rows = districts
    .map((d) => ({ name: d.name, value: roundOne(d.trips / d.stations) }))
    .sort((a, b) => b.value - a.value);
  const max = Math.max(...rows.map((r) => r.value));
  const scaleMax = Math.ceil(max / 100) * 100;
  const plotW = WIDTH - LABEL_W - RIGHT_PAD;
  const x = (v: number) => (v / scaleMax) * plotW;
  const plotH = rows.length * (BAR_H + GAP);
  const height = TOP + plotH + AXIS_H;
  const ticks: number[] = [];
  for (let t = 0; t <= scaleMax; t += 100) ticks.push(t);

  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} aria-labelledby="chart-title">
      <title id="chart-title">Trips per station by district</title>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LABEL_W + x(t)} x2={LABEL_W + x(t)} y1={TOP} y2={TOP + plotH} stroke="#d5dae1" />
          <text x={LABEL_W + x(t)} y={TOP + plotH + 18} textAnchor="middle">
            {t}
          </text>
        </g>
      ))}
      {rows.map((r, i) => {
        const y = TOP + i * (BAR_H + GAP) + GAP / 2;
        const label = `${r.name}: ${formatOneDecimal(r.value)} trips per station`;
        return (
          <g key={r.name}>
            <text x={LABEL_W - 8} y={y + BAR_H / 2 + 4} textAnchor="end">
              {r.name}
            </text>
            <rect x={LABEL_W} y={y} width={x(r.value)} height={BAR_H} fill="#2f6db3" role="img" aria-label={label}>
              <title>{label}</title>
            </rect>
            <text x={LABEL_W + x(r.value) + 6} y={y + BAR_H / 2 + 4}>
              {formatOneDecimal(r.value)}
            </text>
          </g>
        );
      })}
      <line x1={LABEL_W} x2={LABEL_W} y1={TOP} y2={TOP + plotH} stroke="#1c2430" />
      <text x={LABEL_W + plotW / 2} y={TOP + plotH + 44} textAnchor="middle" fontWeight="600">
        Trips per station
      </text>
    </svg>
  );
}
