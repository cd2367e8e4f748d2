import { count } from "./format";
import { byName, type Faculty } from "./faculties";

type Props = { faculties: Faculty[]; labelledBy: string };

const W = 860;
const H = 340;
const LEFT = 90;
const RIGHT = 20;
const TOP = 20;
const BOTTOM = 48;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;
const STEP = 500;

export default function AcceptanceChart({ faculties, labelledBy }: Props) {
  const bars = byName(faculties);
  const max = Math.max(...bars.map((f) => f.acceptances));
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
            {count(v)}
          </text>
        </g>
      ))}
      <text
        className="axis-title"
        transform={`translate(22 ${TOP + PLOT_H / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        Acceptances
      </text>
      {bars.map((f, i) => {
        const name = `${f.name}: ${count(f.acceptances)} acceptances`;
        const cx = LEFT + slot * (i + 0.5);
        return (
          <g key={f.name}>
            <rect
              role="img"
              aria-label={name}
              x={cx - barW / 2}
              y={y(f.acceptances)}
              width={barW}
              height={TOP + PLOT_H - y(f.acceptances)}
              className="bar"
            >
              <title>{name}</title>
            </rect>
            <text x={cx} y={TOP + PLOT_H + 26} textAnchor="middle" className="tick">
              {f.name}
            </text>
          </g>
        );
      })}
      <line x1={LEFT} x2={W - RIGHT} y1={TOP + PLOT_H} y2={TOP + PLOT_H} className="axis" />
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT_H} className="axis" />
    </svg>
  );
}
