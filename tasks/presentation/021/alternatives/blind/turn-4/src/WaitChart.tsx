import { hours } from "./format";
import { byName, type Terminal } from "./terminals";

type Props = { terminals: Terminal[]; labelledBy: string };

const W = 860;
const H = 340;
const LEFT = 80;
const RIGHT = 20;
const TOP = 20;
const BOTTOM = 48;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;
const STEP = 5;

export default function WaitChart({ terminals, labelledBy }: Props) {
  const bars = byName(terminals);
  const max = Math.max(...bars.map((t) => t.waitHours));
  const top = Math.ceil(max / STEP) * STEP;
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += STEP) ticks.push(v);
  const slot = PLOT_W / bars.length;
  const barW = slot * 0.55;
  const y = (v: number) => TOP + PLOT_H - (v / top) * PLOT_H;

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} aria-labelledby={labelledBy}>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} className="grid" />
          <text x={LEFT - 8} y={y(v) + 4} textAnchor="end" className="tick">
            {v}
          </text>
        </g>
      ))}
      <text
        className="axis-title"
        transform={`translate(24 ${TOP + PLOT_H / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        Hours
      </text>
      {bars.map((t, i) => {
        const name = `${t.name}: ${hours(t.waitHours)} hours`;
        const cx = LEFT + slot * (i + 0.5);
        return (
          <g key={t.name}>
            <rect
              role="img"
              aria-label={name}
              x={cx - barW / 2}
              y={y(t.waitHours)}
              width={barW}
              height={TOP + PLOT_H - y(t.waitHours)}
              className="bar"
            >
              <title>{name}</title>
            </rect>
            <text x={cx} y={TOP + PLOT_H + 26} textAnchor="middle" className="tick">
              {t.name}
            </text>
          </g>
        );
      })}
      <line x1={LEFT} x2={W - RIGHT} y1={TOP + PLOT_H} y2={TOP + PLOT_H} className="axis" />
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT_H} className="axis" />
    </svg>
  );
}
