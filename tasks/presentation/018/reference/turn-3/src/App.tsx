import "./styles.css";

type Material = { name: string; tonnes: number };

// Tonnes of household recycling collected from July to September 2026, by material.
const MATERIALS: Material[] = [
  { name: "Garden waste", tonnes: 2107.3 },
  { name: "Paper and card", tonnes: 1284.6 },
  { name: "Glass", tonnes: 1052.3 },
  { name: "Food waste", tonnes: 1046.9 },
  { name: "Plastics", tonnes: 412.7 },
  { name: "Metals", tonnes: 186.2 },
  { name: "Textiles", tonnes: 38.5 },
];

type Round = { name: string; households: number; collected: number; rejected: number };

// The six kerbside collection rounds: households served, tonnes collected in the quarter and the
// tonnes rejected as contaminated at the recovery facility.
const ROUNDS: Round[] = [
  { name: "Ashby North", households: 7420, collected: 1164.3, rejected: 102.6 },
  { name: "Ashby South", households: 6985, collected: 1027.8, rejected: 61.2 },
  { name: "Brookend", households: 5310, collected: 893.6, rejected: 80.9 },
  { name: "Calder Vale", households: 4870, collected: 912.5, rejected: 73.0 },
  { name: "Dunmore", households: 6150, collected: 1071.9, rejected: 58.4 },
  { name: "Eastfield", households: 6020, collected: 1058.4, rejected: 85.9 },
];

const count = (n: number) => n.toLocaleString("en-US");
const tonnes = (t: number) =>
  t.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const W = 760;
const ROW = 36;
const PAD = { left: 130, right: 80, top: 10, bottom: 56 };
const AXIS_MAX = 2500;
const TICKS = [0, 500, 1000, 1500, 2000, 2500];

function MaterialsChart({ materials }: { materials: Material[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = materials.length * ROW;
  const H = PAD.top + plotH + PAD.bottom;
  const x = (v: number) => PAD.left + (v / AXIS_MAX) * plotW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Horizontal bar chart of tonnes collected by material">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={PAD.top} y2={PAD.top + plotH} />
          <text className="tick" x={x(t)} y={PAD.top + plotH + 18} textAnchor="middle">{t.toLocaleString("en-US")}</text>
        </g>
      ))}
      {materials.map((m, i) => {
        const y = PAD.top + i * ROW + 6;
        return (
          <g key={m.name}>
            <text className="cat" x={PAD.left - 10} y={y + 17} textAnchor="end">{m.name}</text>
            <rect className="bar" role="img" aria-label={`${m.name}: ${tonnes(m.tonnes)} tonnes`}
              x={x(0)} y={y} width={x(m.tonnes) - x(0)} height={ROW - 12} />
            <text className="value" x={x(m.tonnes) + 6} y={y + 17}>{tonnes(m.tonnes)}</text>
          </g>
        );
      })}
      <text className="axis-label" x={PAD.left + plotW / 2} y={PAD.top + plotH + 44} textAnchor="middle">Tonnes</text>
    </svg>
  );
}

// The council's contamination limit: a round is over it when its rate is above 8% (exactly 8.0% is
// within). Compared without dividing, so a rate of exactly 8% is never pushed over by rounding.
const LIMIT_PERCENT = 8;
const overLimit = (rejected: number, collected: number) => rejected * 100 > collected * LIMIT_PERCENT;
const rate = (rejected: number, collected: number) => `${((rejected / collected) * 100).toFixed(1)}%`;

function StatusCell({ rejected, collected }: { rejected: number; collected: number }) {
  const over = overLimit(rejected, collected);
  return <td className={over ? "over" : "within"}>{over ? "Over limit" : "Within limit"}</td>;
}

const kgPerHousehold = (collected: number, households: number) => (collected * 1000) / households;

function RoundsTable({ rounds }: { rounds: Round[] }) {
  const households = rounds.reduce((sum, r) => sum + r.households, 0);
  const collected = rounds.reduce((sum, r) => sum + r.collected, 0);
  const rejected = rounds.reduce((sum, r) => sum + r.rejected, 0);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Round</th><th scope="col">Households</th><th scope="col">Tonnes collected</th>
          <th scope="col">Kg per household</th><th scope="col">Rejected tonnes</th>
          <th scope="col">Contamination rate</th><th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td><td>{count(r.households)}</td><td>{tonnes(r.collected)}</td>
            <td>{kgPerHousehold(r.collected, r.households).toFixed(1)}</td>
            <td>{tonnes(r.rejected)}</td><td>{rate(r.rejected, r.collected)}</td>
            <StatusCell rejected={r.rejected} collected={r.collected} />
          </tr>
        ))}
        <tr className="total">
          <td>All rounds</td><td>{count(households)}</td><td>{tonnes(collected)}</td>
          <td>{kgPerHousehold(collected, households).toFixed(1)}</td>
          <td>{tonnes(rejected)}</td><td>{rate(rejected, collected)}</td>
          <StatusCell rejected={rejected} collected={collected} />
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const byTonnes = [...MATERIALS].sort((a, b) => b.tonnes - a.tonnes);
  const total = MATERIALS.reduce((sum, m) => sum + m.tonnes, 0);
  const kg = (r: Round) => kgPerHousehold(r.collected, r.households);
  const over = ROUNDS.filter((r) => overLimit(r.rejected, r.collected)).length;
  const heaviest = ROUNDS.reduce((top, r) => (kg(r) > kg(top) ? r : top), ROUNDS[0]);
  return (
    <main>
      <h1>Larchfield recycling collections, July to September 2026</h1>
      <p className="lede">Household recycling collected at the kerbside and sent to the materials recovery facility.</p>
      <section className="card" aria-labelledby="materials-heading">
        <h2 id="materials-heading">Tonnage by material</h2>
        <MaterialsChart materials={byTonnes} />
        <p className="fact">Total collected: {tonnes(total)} tonnes</p>
      </section>
      <section className="card" aria-labelledby="rounds-heading">
        <h2 id="rounds-heading">Collection rounds</h2>
        <p className="count">Rounds over the limit: {over} of {ROUNDS.length}</p>
        <RoundsTable rounds={ROUNDS} />
        <p className="fact">Highest kg per household: {heaviest.name} ({kg(heaviest).toFixed(1)} kg)</p>
      </section>
    </main>
  );
}
