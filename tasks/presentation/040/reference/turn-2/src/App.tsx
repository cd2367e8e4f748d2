import "./styles.css";

// Honey is kept in tenths of a kilogram (286.8 kg = 2868) so that sums and comparisons are exact.
type Apiary = { name: string; hives: number; honeyTenths: number };

const APIARIES: Apiary[] = [
  { name: "Ashcombe Orchard", hives: 12, honeyTenths: 2868 },
  { name: "Brook Lane", hives: 8, honeyTenths: 1592 },
  { name: "Church Meadow", hives: 15, honeyTenths: 4095 },
  { name: "Heather Rise", hives: 6, honeyTenths: 1800 },
  { name: "Mill Field", hives: 10, honeyTenths: 2437 },
  { name: "Quarry Top", hives: 9, honeyTenths: 1215 },
  { name: "Willow Bank", hives: 11, honeyTenths: 2200 },
];

const kg = (tenths: number) =>
  (tenths / 10).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
// Yield per hive in tenths of a kg, rounded (not cut off).
const yieldTenths = (a: Apiary) => Math.round(a.honeyTenths / a.hives);
const grade = (a: Apiary) => {
  const perHive = a.honeyTenths / a.hives; // in tenths of a kg
  if (perHive >= 300) return "Excellent";
  if (perHive >= 200) return "Good";
  return "Poor";
};
const TOTAL_TENTHS = APIARIES.reduce((sum, a) => sum + a.honeyTenths, 0);
const byHoney = [...APIARIES].sort((a, b) => b.honeyTenths - a.honeyTenths);

const TOTAL_HIVES = APIARIES.reduce((sum, a) => sum + a.hives, 0);
const byYield = [...APIARIES].sort((a, b) => b.honeyTenths / b.hives - a.honeyTenths / a.hives);

const W = 720;
const ROW = 40;
const PAD = { left: 140, right: 40, top: 12, bottom: 52 };
const TOP = 35; // kg per hive at the right end of the axis
const TICKS = [0, 5, 10, 15, 20, 25, 30, 35];

function YieldChart() {
  const plotW = W - PAD.left - PAD.right;
  const H = PAD.top + ROW * byYield.length + PAD.bottom;
  const x = (v: number) => PAD.left + (v / TOP) * plotW;
  const baseY = PAD.top + ROW * byYield.length;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of honey per hive at each apiary, highest first">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={PAD.top} y2={baseY} />
          <text className="tick" x={x(t)} y={baseY + 16} textAnchor="middle">{t}</text>
        </g>
      ))}
      {byYield.map((a, i) => {
        const v = yieldTenths(a) / 10;
        const y = PAD.top + i * ROW + 8;
        return (
          <g key={a.name}>
            <text className="tick" x={PAD.left - 8} y={y + 16} textAnchor="end">{a.name}</text>
            <rect className="bar" role="img" aria-label={`${a.name}: ${kg(yieldTenths(a))} kg per hive`}
              x={x(0)} y={y} width={x(v) - x(0)} height={ROW - 16} />
          </g>
        );
      })}
      <line className="axis" x1={x(0)} x2={x(0)} y1={PAD.top} y2={baseY} />
      <text className="axis-label" x={PAD.left + plotW / 2} y={H - 10} textAnchor="middle">Honey per hive (kg)</text>
    </svg>
  );
}

function ApiaryTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Apiary</th>
          <th scope="col" className="num">Hives</th>
          <th scope="col" className="num">Honey (kg)</th>
          <th scope="col" className="num">Yield per hive (kg)</th>
          <th scope="col">Grade</th>
        </tr>
      </thead>
      <tbody>
        {byHoney.map((a) => (
          <tr key={a.name}>
            <td>{a.name}</td>
            <td className="num">{a.hives}</td>
            <td className="num">{kg(a.honeyTenths)}</td>
            <td className="num">{kg(yieldTenths(a))}</td>
            <td className={grade(a) === "Poor" ? "poor" : ""}>{grade(a)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function App() {
  const poor = APIARIES.filter((a) => grade(a) === "Poor").length;
  return (
    <main>
      <h1>Fenmoor Beekeepers' Association: honey harvest 2026</h1>
      <section aria-labelledby="apiaries-heading">
        <h2 id="apiaries-heading">Apiaries</h2>
        <ApiaryTable />
        <ul className="lines">
          <li>Total honey: {kg(TOTAL_TENTHS)} kg</li>
          <li>Apiaries graded Poor: {poor} of {APIARIES.length}</li>
        </ul>
      </section>
      <section aria-labelledby="yield-heading">
        <h2 id="yield-heading">Yield per hive</h2>
        <YieldChart />
        <ul className="lines">
          <li>Association yield per hive: {kg(Math.round(TOTAL_TENTHS / TOTAL_HIVES))} kg</li>
        </ul>
      </section>
    </main>
  );
}
