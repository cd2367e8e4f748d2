import { count } from "./format";
import type { Species } from "./species";

type Props = { species: Species[]; labelledBy: string };

const W = 860;
const LEFT = 86;
const RIGHT = 20;
const TOP = 16;
const PLOT_H = 260;
const BOTTOM = 44;
const STEP = 500;

export default function SpeciesChart({ species, labelledBy }: Props) {
  const max = Math.max(...species.map((s) => s.planted));
  const top = Math.ceil(max / STEP) * STEP;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);
  const plotW = W - LEFT - RIGHT;
  const slot = plotW / species.length;
  const barW = slot * 0.6;
  const base = TOP + PLOT_H;
  const H = base + BOTTOM;
  const y = (v: number) => base - (v / top) * PLOT_H;

  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} aria-labelledby={labelledBy}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(t)} y2={y(t)} className="grid" />
          <text x={LEFT - 8} y={y(t) + 4} textAnchor="end" className="tick">
            {count(t)}
          </text>
        </g>
      ))}
      {species.map((s, i) => {
        const name = `${s.name}: ${count(s.planted)} trees`;
        const x = LEFT + i * slot + (slot - barW) / 2;
        return (
          <g key={s.name}>
            <rect role="img" aria-label={name} x={x} y={y(s.planted)} width={barW} height={base - y(s.planted)} className="bar">
              <title>{name}</title>
            </rect>
            <text x={x + barW / 2} y={base + 22} textAnchor="middle" className="cat-label">
              {s.name}
            </text>
          </g>
        );
      })}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={base} className="axis" />
      <line x1={LEFT} x2={W - RIGHT} y1={base} y2={base} className="axis" />
      <text
        x={18}
        y={TOP + PLOT_H / 2}
        textAnchor="middle"
        transform={`rotate(-90 18 ${TOP + PLOT_H / 2})`}
        className="axis-title"
      >
        Trees planted
      </text>
    </svg>
  );
}
