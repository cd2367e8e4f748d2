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

type Round = { name: string; households: number; collected: number };

// The six kerbside collection rounds: households served and tonnes collected in the quarter.
const ROUNDS: Round[] = [
  { name: "Ashby North", households: 7420, collected: 1164.3 },
  { name: "Ashby South", households: 6985, collected: 1027.8 },
  { name: "Brookend", households: 5310, collected: 893.6 },
  { name: "Calder Vale", households: 4870, collected: 912.5 },
  { name: "Dunmore", households: 6150, collected: 1071.9 },
  { name: "Eastfield", households: 6020, collected: 1058.4 },
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

const kgPerHousehold = (collected: number, households: number) => (collected * 1000) / households;

function RoundsTable({ rounds }: { rounds: Round[] }) {
  const households = rounds.reduce((sum, r) => sum + r.households, 0);
  const collected = rounds.reduce((sum, r) => sum + r.collected, 0);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Round</th><th scope="col">Households</th><th scope="col">Tonnes collected</th>
          <th scope="col">Kg per household</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td><td>{count(r.households)}</td><td>{tonnes(r.collected)}</td>
            <td>{kgPerHousehold(r.collected, r.households).toFixed(1)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All rounds</td><td>{count(households)}</td><td>{tonnes(collected)}</td>
          <td>{kgPerHousehold(collected, households).toFixed(1)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const byTonnes = [...MATERIALS].sort((a, b) => b.tonnes - a.tonnes);
  const total = MATERIALS.reduce((sum, m) => sum + m.tonnes, 0);
  const kg = (r: Round) => kgPerHousehold(r.collected, r.households);
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
        <RoundsTable rounds={ROUNDS} />
        <p className="fact">Highest kg per household: {heaviest.name} ({kg(heaviest).toFixed(1)} kg)</p>
      </section>
    </main>
  );
}
