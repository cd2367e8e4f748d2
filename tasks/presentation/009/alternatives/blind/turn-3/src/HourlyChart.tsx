import { FIRST_HOUR, hourLabel, kwh } from "./solar";

const W = 800;
const H = 340;
const LEFT = 64;
const RIGHT = 16;
const TOP = 16;
const BOTTOM = 34;
const GRID = 5; // kWh between gridlines

export default function HourlyChart({ generation }: { generation: number[] }) {
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const top = Math.max(GRID, Math.ceil(Math.max(...generation) / 10 / GRID) * GRID);
  const y = (k: number) => TOP + plotH - (k / top) * plotH;
  const band = plotW / generation.length;
  const colW = band * 0.7;
  const floor = TOP + plotH;

  const grid: number[] = [];
  for (let g = 0; g <= top; g += GRID) grid.push(g);

  return (
    <section className="panel">
      <h2>Hourly output</h2>
      <svg className="columns" viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Column chart of energy generated each hour">
        {grid.map((g) => (
          <g key={g}>
            <line x1={LEFT} x2={W - RIGHT} y1={y(g)} y2={y(g)} stroke="#ece4c8" />
            <text x={LEFT - 6} y={y(g) + 4} textAnchor="end" fontSize="11" fill="#4a4f55">
              {g}
            </text>
          </g>
        ))}
        <text transform={`translate(16 ${TOP + plotH / 2}) rotate(-90)`} textAnchor="middle" fontSize="13" fill="#1f2328">
          Energy (kWh)
        </text>
        {generation.map((t, i) => {
          const hour = FIRST_HOUR + i;
          const cx = LEFT + band * i + band / 2;
          return (
            <g key={hour}>
              <rect
                x={cx - colW / 2}
                y={y(t / 10)}
                width={colW}
                height={floor - y(t / 10)}
                fill="#e09b00"
                role="img"
                aria-label={`${hourLabel(hour)}: ${kwh(t)}`}
              />
              <text x={cx} y={floor + 16} fontSize="11" fill="#1f2328" textAnchor="middle">
                {hourLabel(hour)}
              </text>
            </g>
          );
        })}
        <line x1={LEFT} x2={W - RIGHT} y1={floor} y2={floor} stroke="#4a4f55" />
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={floor} stroke="#4a4f55" />
      </svg>
      <p className="hint">Each column is the hour starting at the time written under it.</p>
    </section>
  );
}
