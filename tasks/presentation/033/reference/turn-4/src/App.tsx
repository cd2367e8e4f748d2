import "./styles.css";

type Species = { name: string; kg: number; pence: number; quota: number };
type Status = "Open" | "Watch" | "Closed";

// Landings on the quay, July to September 2026 (value in pence).
const SPECIES: Species[] = [
  { name: "Brown crab", kg: 18940, pence: 4716060, quota: 25000 },
  { name: "Pollack", kg: 6460, pence: 2344980, quota: 9000 }, // corrected: one boat was keyed in twice
  { name: "Mackerel", kg: 52480, pence: 6875136, quota: 60000 },
  { name: "Scallops", kg: 11250, pence: 3860137, quota: 11255 },
  { name: "Lobster", kg: 2315, pence: 5581565, quota: 2500 }, // quota raised
  { name: "Monkfish", kg: 6820, pence: 4052913, quota: 8525 },
];

const TOTAL_KG = SPECIES.reduce((sum, s) => sum + s.kg, 0);
const TOTAL_PENCE = SPECIES.reduce((sum, s) => sum + s.pence, 0);
const kg = (n: number) => `${n.toLocaleString("en-US")} kg`;
const money = (pence: number) =>
  `£${(pence / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
// Price per kg, rounded to the penny.
const perKg = (pence: number, weight: number) => money(Math.round(pence / weight));
// Status on the exact share of the quota: under 80% Open, under 100% Watch, else Closed.
const statusOf = (s: Species): Status => (s.kg * 10 < s.quota * 8 ? "Open" : s.kg < s.quota ? "Watch" : "Closed");
const quotaUsed = (s: Species) => `${((s.kg / s.quota) * 100).toFixed(1)}%`;
const STATUSES: Status[] = ["Open", "Watch", "Closed"];

const byValue = [...SPECIES].sort((a, b) => b.pence - a.pence);

const W = 720;
const H = 340;
const PAD = { left: 86, right: 20, top: 16, bottom: 52 };
const TOP = 8000000;
const TICKS = [0, 2000000, 4000000, 6000000, 8000000];

function ValueChart({ species }: { species: Species[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / species.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of first-sale value per species">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{(t / 100).toLocaleString("en-US")}</text>
        </g>
      ))}
      {species.map((s, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        return (
          <g key={s.name}>
            <rect className="bar" role="img" aria-label={`${s.name}: ${money(s.pence)}`}
              x={x} y={y(s.pence)} width={slot * 0.6} height={y(0) - y(s.pence)} />
            <text className="tick" x={x + slot * 0.3} y={H - PAD.bottom + 18} textAnchor="middle">{s.name}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        First-sale value (£)
      </text>
    </svg>
  );
}

function LandingsTable() {
  const rows = byValue;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Species</th>
          <th scope="col" className="num">Landed</th>
          <th scope="col" className="num">Value</th>
          <th scope="col" className="num">Price per kg</th>
          <th scope="col" className="num">Quota used</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.name}>
            <td>{s.name}</td>
            <td className="num">{kg(s.kg)}</td>
            <td className="num">{money(s.pence)}</td>
            <td className="num">{perKg(s.pence, s.kg)}</td>
            <td className="num">{quotaUsed(s)}</td>
            <td>{statusOf(s)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All species</td>
          <td className="num">{kg(TOTAL_KG)}</td>
          <td className="num">{money(TOTAL_PENCE)}</td>
          <td className="num">{perKg(TOTAL_PENCE, TOTAL_KG)}</td>
          <td></td>
          <td></td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const top = byValue[0];
  return (
    <main>
      <h1>Carrick Sound landings, Q3 2026</h1>
      <section aria-labelledby="landings-heading">
        <h2 id="landings-heading">Landings by species</h2>
        <LandingsTable />
        <ul className="notes">
          {STATUSES.map((status) => {
            const with_ = SPECIES.filter((s) => statusOf(s) === status);
            const weight = with_.reduce((sum, s) => sum + s.kg, 0);
            return <li key={status}>{status}: {with_.length} species, {kg(weight)}</li>;
          })}
        </ul>
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Value by species</h2>
        <ValueChart species={byValue} />
        <ul className="notes">
          <li>Top species: {top.name} ({((top.pence / TOTAL_PENCE) * 100).toFixed(1)}% of all value)</li>
        </ul>
      </section>
    </main>
  );
}
