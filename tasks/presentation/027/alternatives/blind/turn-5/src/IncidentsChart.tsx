import type { Station } from "./data";
import { fmtCount, fmtPct } from "./format";
import { totalIncidents } from "./stats";

const W = 860;
const H = 380;
const PAD = { top: 20, right: 24, bottom: 56, left: 88 };
const STEP = 100;

export default function IncidentsChart({ list }: { list: Station[] }) {
  const bars = [...list].sort((a, b) => b.incidents - a.incidents || a.name.localeCompare(b.name));
  const peak = Math.max(...bars.map((b) => b.incidents));
  const top = Math.ceil(peak / STEP) * STEP;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / bars.length;
  const barW = slot * 0.6;
  const yOf = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += STEP) ticks.push(t);

  const total = totalIncidents(list);
  const busiest = bars[0];
  const share = total > 0 ? (busiest.incidents / total) * 100 : 0;

  return (
    <section className="card" aria-labelledby="incidents-heading">
      <h2 id="incidents-heading">Incidents by station</h2>
      <svg
        className="chart"
        viewBox={`0 0 ${W} ${H}`}
        role="group"
        aria-label="Bar chart of incidents attended per station, most first"
      >
        {ticks.map((t) => (
          <g key={t} aria-hidden="true">
            <line x1={PAD.left} x2={W - PAD.right} y1={yOf(t)} y2={yOf(t)} stroke="#e6dcd8" />
            <text x={PAD.left - 8} y={yOf(t) + 4} textAnchor="end" fontSize="12" fill="#3b3330">
              {fmtCount(t)}
            </text>
          </g>
        ))}
        <text
          x={22}
          y={PAD.top + plotH / 2}
          transform={`rotate(-90 22 ${PAD.top + plotH / 2})`}
          textAnchor="middle"
          fontSize="14"
          fill="#1d1b1a"
        >
          Incidents attended
        </text>
        {bars.map((b, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          const y = yOf(b.incidents);
          return (
            <g key={b.name}>
              <rect
                role="img"
                aria-label={`${b.name}: ${fmtCount(b.incidents)} incidents`}
                x={x}
                y={y}
                width={barW}
                height={PAD.top + plotH - y}
                fill="#b3261e"
              />
              <text
                x={x + barW / 2}
                y={y - 6}
                textAnchor="middle"
                fontSize="12"
                fill="#3b3330"
                aria-hidden="true"
              >
                {fmtCount(b.incidents)}
              </text>
              <text
                x={x + barW / 2}
                y={PAD.top + plotH + 22}
                textAnchor="middle"
                fontSize="13"
                fill="#1d1b1a"
              >
                {b.name}
              </text>
            </g>
          );
        })}
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          stroke="#1d1b1a"
        />
      </svg>
      <p className="line">
        Busiest station: {busiest.name} ({fmtPct(share)} of all incidents)
      </p>
    </section>
  );
}
