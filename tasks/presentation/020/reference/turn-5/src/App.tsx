import "./styles.css";

type Farm = { name: string; litres: number; fat: number; protein: number; cells: number };
type Band = "A" | "B" | "C";

// March 2026 collections.
const FARMS: Farm[] = [
  { name: "Holloway Farm", litres: 184260, fat: 4.18, protein: 3.36, cells: 168 },
  { name: "Brindle Leys", litres: 97430, fat: 4.42, protein: 3.51, cells: 200 },
  { name: "Coldharbour", litres: 112870, fat: 3.96, protein: 3.28, cells: 412 }, // corrected tanker reading
  { name: "Meadcroft", litres: 61920, fat: 4.65, protein: 3.62, cells: 254 },
  { name: "Penfold Green", litres: 120340, fat: 4.07, protein: 3.31, cells: 402 }, // re-tested
  { name: "Ashby Grange", litres: 78610, fat: 4.31, protein: 3.44, cells: 131 },
];

const TOTAL_LITRES = FARMS.reduce((sum, f) => sum + f.litres, 0);
// Each farm's percentage weighted by its litres.
const weighted = (pick: (f: Farm) => number) => FARMS.reduce((sum, f) => sum + f.litres * pick(f), 0) / TOTAL_LITRES;
const litres = (n: number) => n.toLocaleString("en-US");
const pct2 = (v: number) => `${v.toFixed(2)}%`;
// Somatic cell count (thousand cells per mL) to quality band.
const bandOf = (f: Farm): Band => (f.cells < 200 ? "A" : f.cells < 400 ? "B" : "C");
const BANDS: Band[] = ["A", "B", "C"];
// Pence per litre by band: 38.5p base, band A +1.2p, band C -2.0p.
const PRICE: Record<Band, number> = { A: 39.7, B: 38.5, C: 36.5 };
// Payment in whole pence, then pounds.
const paymentPence = (f: Farm) => Math.round(f.litres * PRICE[bandOf(f)]);
const TOTAL_PENCE = FARMS.reduce((sum, f) => sum + paymentPence(f), 0);
const money = (pence: number) =>
  `£${(pence / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const byLitres = [...FARMS].sort((a, b) => b.litres - a.litres);

const W = 700;
const H = 330;
const PAD = { left: 84, right: 20, top: 16, bottom: 52 };
const TOP = 200000;
const TICKS = [0, 50000, 100000, 150000, 200000];

function LitresChart({ farms }: { farms: Farm[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / farms.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of litres collected per farm">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{litres(t)}</text>
        </g>
      ))}
      {farms.map((f, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        return (
          <g key={f.name}>
            <rect className="bar" role="img" aria-label={`${f.name}: ${litres(f.litres)} litres`}
              x={x} y={y(f.litres)} width={slot * 0.6} height={y(0) - y(f.litres)} />
            <text className="tick" x={x + slot * 0.3} y={H - PAD.bottom + 18} textAnchor="middle">{f.name}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Litres collected
      </text>
    </svg>
  );
}

function FarmTable() {
  const rows = [...FARMS].sort((a, b) => bandOf(a).localeCompare(bandOf(b)) || b.litres - a.litres);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Farm</th>
          <th scope="col" className="num">Litres</th>
          <th scope="col" className="num">Butterfat</th>
          <th scope="col" className="num">Protein</th>
          <th scope="col" className="num">Cell count (000/mL)</th>
          <th scope="col">Band</th>
          <th scope="col" className="num">Payment</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => (
          <tr key={f.name}>
            <td>{f.name}</td>
            <td className="num">{litres(f.litres)}</td>
            <td className="num">{pct2(f.fat)}</td>
            <td className="num">{pct2(f.protein)}</td>
            <td className="num">{f.cells}</td>
            <td>{bandOf(f)}</td>
            <td className="num">{money(paymentPence(f))}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All farms</td>
          <td className="num">{litres(TOTAL_LITRES)}</td>
          <td className="num">{pct2(weighted((f) => f.fat))}</td>
          <td className="num">{pct2(weighted((f) => f.protein))}</td>
          <td></td>
          <td></td>
          <td className="num">{money(TOTAL_PENCE)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const largest = byLitres[0];
  return (
    <main>
      <h1>Wendlebury Vale milk collection, March 2026</h1>
      <section aria-labelledby="glance-heading">
        <h2 id="glance-heading">Month at a glance</h2>
        <ul className="glance">
          <li>Total litres: {litres(TOTAL_LITRES)}</li>
          <li>Total payment: {money(TOTAL_PENCE)}</li>
          <li>Milk butterfat: {pct2(weighted((f) => f.fat))}</li>
        </ul>
      </section>
      <section aria-labelledby="farms-heading">
        <h2 id="farms-heading">Farm collections</h2>
        <FarmTable />
        <ul className="facts">
          {BANDS.map((band) => {
            const inBand = FARMS.filter((f) => bandOf(f) === band);
            const bandLitres = inBand.reduce((sum, f) => sum + f.litres, 0);
            return (
              <li key={band}>Band {band}: {inBand.length} of {FARMS.length} farms, {litres(bandLitres)} litres</li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Litres by farm</h2>
        <LitresChart farms={byLitres} />
        <ul className="facts">
          <li>Largest supplier: {largest.name} ({((largest.litres / TOTAL_LITRES) * 100).toFixed(1)}% of all litres)</li>
        </ul>
      </section>
    </main>
  );
}
