import "./styles.css";

type Ward = { name: string; planted: number; alive: number; residents: number };

// Street trees planted in the 2024-25 winter season and found alive one year later.
const WARDS: Ward[] = [
  { name: "Northgate", planted: 1240, alive: 1103, residents: 18400 },
  { name: "Riverside", planted: 2080, alive: 1768, residents: 31250 },
  { name: "Castlefield", planted: 860, alive: 801, residents: 9870 },
  { name: "Millbrook", planted: 1615, alive: 1382, residents: 22615 },
  { name: "Ashton Vale", planted: 1395, alive: 1251, residents: 15040 },
];

const TOTAL_PLANTED = WARDS.reduce((sum, w) => sum + w.planted, 0);
const TOTAL_ALIVE = WARDS.reduce((sum, w) => sum + w.alive, 0);
const TOTAL_RESIDENTS = WARDS.reduce((sum, w) => sum + w.residents, 0);
const count = (n: number) => n.toLocaleString("en-US");
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
const perThousand = (planted: number, residents: number) => ((planted / residents) * 1000).toFixed(1);
const TARGET = 0.85;
const meetsTarget = (w: Ward) => w.alive >= TARGET * w.planted;
const COST_PER_TREE = 215;
const pounds = (n: number) => `£${n.toLocaleString("en-US")}`;
const MEETING = WARDS.filter(meetsTarget).length;

type Species = { name: string; planted: number };

// Trees planted per species, all wards together.
const SPECIES: Species[] = [
  { name: "Field maple", planted: 1820 },
  { name: "Rowan", planted: 1585 },
  { name: "Silver birch", planted: 1210 },
  { name: "Small-leaved lime", planted: 1095 },
  { name: "Hornbeam", planted: 940 },
  { name: "Wild cherry", planted: 540 },
];

const W = 800;
const H = 330;
const PAD = { left: 84, right: 20, top: 16, bottom: 44 };
const TICKS = [0, 500, 1000, 1500, 2000];
const TOP = 2000;

function SpeciesChart({ species }: { species: Species[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / species.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of trees planted per species">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      {species.map((s, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        return (
          <g key={s.name}>
            <rect className="bar" role="img" aria-label={`${s.name}: ${count(s.planted)} trees`}
              x={x} y={y(s.planted)} width={slot * 0.6} height={y(0) - y(s.planted)} />
            <text className="tick" x={x + slot * 0.3} y={H - PAD.bottom + 18} textAnchor="middle">{s.name}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Trees planted
      </text>
    </svg>
  );
}

function WardTable() {
  const rows = [...WARDS].sort((a, b) => b.alive / b.planted - a.alive / a.planted);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Ward</th>
          <th scope="col" className="num">Planted</th>
          <th scope="col" className="num">Planted per 1,000 residents</th>
          <th scope="col" className="num">Alive after one year</th>
          <th scope="col" className="num">Survival</th>
          <th scope="col">Target met</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((w) => (
          <tr key={w.name}>
            <td>{w.name}</td>
            <td className="num">{count(w.planted)}</td>
            <td className="num">{perThousand(w.planted, w.residents)}</td>
            <td className="num">{count(w.alive)}</td>
            <td className="num">{pct(w.alive, w.planted)}</td>
            <td>{meetsTarget(w) ? "Yes" : "No"}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All wards</td>
          <td className="num">{count(TOTAL_PLANTED)}</td>
          <td className="num">{perThousand(TOTAL_PLANTED, TOTAL_RESIDENTS)}</td>
          <td className="num">{count(TOTAL_ALIVE)}</td>
          <td className="num">{pct(TOTAL_ALIVE, TOTAL_PLANTED)}</td>
          <td></td>
        </tr>
      </tbody>
    </table>
  );
}

function ReplantingTable() {
  const rows = WARDS.map((w) => ({ name: w.name, lost: w.planted - w.alive })).sort((a, b) => b.lost - a.lost);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Ward</th>
          <th scope="col" className="num">Trees lost</th>
          <th scope="col" className="num">Replanting cost</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td>
            <td className="num">{count(r.lost)}</td>
            <td className="num">{pounds(r.lost * COST_PER_TREE)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function App() {
  const most = SPECIES.reduce((top, s) => (s.planted > top.planted ? s : top), SPECIES[0]);
  const speciesTotal = SPECIES.reduce((sum, s) => sum + s.planted, 0);
  const totalLost = TOTAL_PLANTED - TOTAL_ALIVE;
  return (
    <main>
      <h1>Brenmouth street trees 2024-25</h1>
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading">Summary</h2>
        <ul className="facts">
          <li>Trees planted: {count(TOTAL_PLANTED)}</li>
          <li>Alive after one year: {count(TOTAL_ALIVE)} ({pct(TOTAL_ALIVE, TOTAL_PLANTED)})</li>
          <li>Wards meeting the target: {MEETING} of 5</li>
        </ul>
      </section>
      <section aria-labelledby="wards-heading">
        <h2 id="wards-heading">Wards</h2>
        <WardTable />
        <ul className="facts">
          <li>Wards meeting the target: {MEETING} of 5</li>
        </ul>
      </section>
      <section aria-labelledby="species-heading">
        <h2 id="species-heading">Species mix</h2>
        <SpeciesChart species={SPECIES} />
        <ul className="facts">
          <li>Most planted: {most.name} ({pct(most.planted, speciesTotal)} of trees)</li>
        </ul>
      </section>
      <section aria-labelledby="replanting-heading">
        <h2 id="replanting-heading">Replanting</h2>
        <ReplantingTable />
        <ul className="facts">
          <li>Total replanting cost: {pounds(totalLost * COST_PER_TREE)}</li>
        </ul>
      </section>
    </main>
  );
}
