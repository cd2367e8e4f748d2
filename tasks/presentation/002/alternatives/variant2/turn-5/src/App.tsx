import { useState } from "react";
import "./styles.css";

const MONTHS = ["January", "February", "March", "April", "May", "June"];
// May corrected: the door counter double-counted a school event (was 12,960).
const VISITS_2025 = [9840, 10215, 12400, 11730, 12310, 10080];
const VISITS_2024 = [9120, 9870, 11050, 11940, 12300, 9650];

const fmt = (n: number) => n.toLocaleString("en-US");
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

function change(current: number, previous: number) {
  const pct = ((current - previous) / previous) * 100;
  const text = Math.abs(pct).toFixed(1);
  if (text === "0.0") return "0.0%";
  return `${pct > 0 ? "+" : "-"}${text}%`;
}

const W = 680;
const H = 300;
const PAD = { left: 76, right: 24, top: 18, bottom: 40 };
const MAX = 14000;

function VisitsChart() {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (plotW / (MONTHS.length - 1)) * i;
  const y = (v: number) => PAD.top + plotH - (v / MAX) * plotH;
  const ticks = [0, 2000, 4000, 6000, 8000, 10000, 12000, 14000];
  const path = (values: number[]) => values.map((v, i) => `${x(i)},${y(v)}`).join(" ");
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Line chart of monthly visits">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#eee7dc" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{fmt(t)}</text>
        </g>
      ))}
      {MONTHS.map((m, i) => (
        <text key={m} className="tick" x={x(i)} y={H - PAD.bottom + 18} textAnchor="middle">{m.slice(0, 3)}</text>
      ))}
      <polyline className="line-previous" points={path(VISITS_2024)} />
      {VISITS_2024.map((v, i) => (
        <rect key={MONTHS[i]} className="dot-previous" x={x(i) - 4} y={y(v) - 4} width={8} height={8}
          role="img">
          <title>{`${MONTHS[i]} 2024: ${fmt(v)} visits`}</title>
        </rect>
      ))}
      <polyline className="line-current" points={path(VISITS_2025)} />
      {VISITS_2025.map((v, i) => (
        <circle key={MONTHS[i]} className="dot-current" cx={x(i)} cy={y(v)} r={5}
          role="img">
          <title>{`${MONTHS[i]} 2025: ${fmt(v)} visits`}</title>
        </circle>
      ))}
      <text className="axis-title" transform={`translate(18 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Door-counter visits
      </text>
    </svg>
  );
}

type SortOrder = "calendar" | "visits";

function YearOnYear() {
  const [order, setOrder] = useState<SortOrder>("calendar");
  const rows = MONTHS.map((month, i) => ({ month, current: VISITS_2025[i], previous: VISITS_2024[i] }));
  if (order === "visits") rows.sort((a, b) => b.current - a.current);
  return (
    <>
    <div className="controls">
      <label htmlFor="sort-table">Sort table</label>
      <select id="sort-table" value={order} onChange={(e) => setOrder(e.target.value as SortOrder)}>
        <option value="calendar">Calendar order</option>
        <option value="visits">Most visits first</option>
      </select>
    </div>
    <table>
      <thead>
        <tr><th scope="col">Month</th><th scope="col">2025</th><th scope="col">2024</th><th scope="col">Change</th></tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.month}>
            <td>{r.month}</td><td>{fmt(r.current)}</td><td>{fmt(r.previous)}</td><td>{change(r.current, r.previous)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>Total</td><td>{fmt(sum(VISITS_2025))}</td><td>{fmt(sum(VISITS_2024))}</td>
          <td>{change(sum(VISITS_2025), sum(VISITS_2024))}</td>
        </tr>
      </tbody>
    </table>
    </>
  );
}

export default function App() {
  const average = Math.round(sum(VISITS_2025) / VISITS_2025.length);
  const ranked = MONTHS.map((month, i) => ({ month, visits: VISITS_2025[i] })).sort((a, b) => b.visits - a.visits);
  const busiest = ranked[0];
  const quietest = ranked[ranked.length - 1];
  return (
    <main>
      <h1>Riverside Library visits report</h1>
      <p className="sub">Riverside branch · January to June 2025 · counted at the main entrance</p>
      <section aria-labelledby="highlights-heading">
        <h2 id="highlights-heading">Highlights</h2>
        <ul className="highlights">
          <li>Busiest month: {busiest.month} 2025 ({fmt(busiest.visits)} visits)</li>
          <li>Quietest month: {quietest.month} 2025 ({fmt(quietest.visits)} visits)</li>
        </ul>
      </section>
      <section aria-labelledby="monthly-heading">
        <h2 id="monthly-heading">Monthly visits</h2>
        <p className="stat">Average: {fmt(average)} visits per month</p>
        <VisitsChart />
        <ul className="legend" aria-label="Legend">
          <li><span className="swatch current" aria-hidden="true" />2025 (this year)</li>
          <li><span className="swatch previous" aria-hidden="true" />2024 (last year)</li>
        </ul>
      </section>
      <section aria-labelledby="yoy-heading">
        <h2 id="yoy-heading">Year on year</h2>
        <YearOnYear />
      </section>
    </main>
  );
}
