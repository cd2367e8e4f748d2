import { MONTH_HOURS, RATED_MW, type Turbine } from "./data";
import { fmtOne, fmtPctTenths, toTenths } from "./format";

const W = 860;
const ROW_H = 44;
const PAD = { top: 16, right: 110, bottom: 64, left: 110 };
const STEP = 500;

export default function EnergyChart({ list }: { list: Turbine[] }) {
  const bars = [...list].sort((a, b) => b.energyMWh - a.energyMWh);
  const peak = Math.max(...bars.map((b) => b.energyMWh));
  const top = Math.ceil(peak / STEP) * STEP;
  const plotW = W - PAD.left - PAD.right;
  const plotH = bars.length * ROW_H;
  const H = PAD.top + plotH + PAD.bottom;
  const xOf = (v: number) => PAD.left + (v / top) * plotW;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);

  // Sum in tenths so the total carries no floating-point drift.
  const totalTenths = list.reduce((sum, t) => sum + toTenths(t.energyMWh), 0);
  const totalEnergy = totalTenths / 10;
  const maxEnergy = list.length * RATED_MW * MONTH_HOURS; // 15,552 MWh for six turbines
  const cfTenths = toTenths((totalEnergy / maxEnergy) * 100);

  return (
    <section className="card" aria-labelledby="energy-heading">
      <h2 id="energy-heading">Energy by turbine</h2>
      <svg
        className="chart"
        viewBox={`0 0 ${W} ${H}`}
        role="group"
        aria-label="Bar chart of energy exported per turbine, most first"
      >
        {ticks.map((t) => (
          <g key={t} aria-hidden="true">
            <line x1={xOf(t)} x2={xOf(t)} y1={PAD.top} y2={PAD.top + plotH} stroke="#d6dfdc" />
            <text x={xOf(t)} y={PAD.top + plotH + 18} textAnchor="middle" fontSize="12" fill="#33413c">
              {t.toLocaleString("en-US")}
            </text>
          </g>
        ))}
        {bars.map((b, i) => {
          const y = PAD.top + i * ROW_H + 8;
          const h = ROW_H - 16;
          return (
            <g key={b.name}>
              <text
                x={PAD.left - 10}
                y={y + h / 2 + 5}
                textAnchor="end"
                fontSize="14"
                fill="#17212b"
              >
                {b.name}
              </text>
              <rect
                role="img"
                aria-label={`${b.name}: ${fmtOne(b.energyMWh)} MWh`}
                x={xOf(0)}
                y={y}
                width={xOf(b.energyMWh) - xOf(0)}
                height={h}
                fill="#1f6f5c"
              />
              <text
                x={xOf(b.energyMWh) + 6}
                y={y + h / 2 + 5}
                fontSize="13"
                fill="#33413c"
                aria-hidden="true"
              >
                {fmtOne(b.energyMWh)}
              </text>
            </g>
          );
        })}
        <line x1={xOf(0)} x2={xOf(0)} y1={PAD.top} y2={PAD.top + plotH} stroke="#17212b" />
        <line
          x1={xOf(0)}
          x2={xOf(top)}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          stroke="#17212b"
        />
        <text
          x={PAD.left + plotW / 2}
          y={H - 14}
          textAnchor="middle"
          fontSize="14"
          fill="#17212b"
        >
          Energy (MWh)
        </text>
      </svg>
      <div className="summary">
        <p>Total energy: {fmtOne(totalEnergy)} MWh</p>
        <p>Capacity factor: {fmtPctTenths(cfTenths)}</p>
      </div>
    </section>
  );
}
