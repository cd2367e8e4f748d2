import "./styles.css";

// Areas in hundredths of a hectare and picks in hundredths of a tonne, so sums stay exact.
// Brix in tenths of a degree.
type Block = { name: string; variety: string; area: number; picked: number; brix: number };

const BLOCKS: Block[] = [
  { name: "North Slope", variety: "Pinot Noir", area: 240, picked: 1632, brix: 184 },
  { name: "Chalk Pit", variety: "Chardonnay", area: 185, picked: 1480, brix: 190 },
  { name: "Long Acre", variety: "Bacchus", area: 430, picked: 3784, brix: 206 },
  { name: "Dovecote", variety: "Pinot Meunier", area: 120, picked: 793, brix: 179 },
  { name: "Lower Terrace", variety: "Chardonnay", area: 275, picked: 2314, brix: 189 },
  { name: "Beech Row", variety: "Pinot Noir", area: 160, picked: 837, brix: 193 },
  { name: "Top Field", variety: "Pinot Meunier", area: 95, picked: 1007, brix: 212 },
];

type Destination = "Sparkling" | "Still";
// Under 19.0 °Brix goes to the sparkling wine; 19.0 or more to the still wine.
const destinationOf = (b: Block): Destination => (b.brix < 190 ? "Sparkling" : "Still");
const DESTINATIONS: Destination[] = ["Sparkling", "Still"];

const hundredths = (n: number) => (n / 100).toFixed(2);
const yieldOf = (picked: number, area: number) => picked / area;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const totalArea = sum(BLOCKS.map((b) => b.area));
const totalPicked = sum(BLOCKS.map((b) => b.picked));

type VarietyTotal = { variety: string; picked: number };

// Tonnes picked per variety over all its blocks, most first.
function varietyTotals(blocks: Block[]): VarietyTotal[] {
  const byVariety = new Map<string, number>();
  for (const b of blocks) byVariety.set(b.variety, (byVariety.get(b.variety) ?? 0) + b.picked);
  return [...byVariety].map(([variety, picked]) => ({ variety, picked })).sort((a, b) => b.picked - a.picked);
}

const SVG_W = 760;
const SVG_H = 340;
const M = { left: 78, right: 24, top: 16, bottom: 48 };
const Y_MAX = 4000; // hundredths of a tonne: 40 t
const Y_TICKS = [0, 1000, 2000, 3000, 4000];

function VarietyChart({ totals }: { totals: VarietyTotal[] }) {
  const plotW = SVG_W - M.left - M.right;
  const plotH = SVG_H - M.top - M.bottom;
  const slot = plotW / totals.length;
  const y = (v: number) => M.top + plotH - (v / Y_MAX) * plotH;
  return (
    <svg viewBox={`0 0 ${SVG_W} ${SVG_H}`} aria-label="Column chart of tonnes picked by grape variety">
      {Y_TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={M.left} x2={SVG_W - M.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={M.left - 8} y={y(t) + 4} textAnchor="end">{t / 100}</text>
        </g>
      ))}
      {totals.map((v, i) => {
        const x = M.left + i * slot + slot * 0.22;
        const w = slot * 0.56;
        return (
          <g key={v.variety}>
            <rect className="col" role="img" aria-label={`${v.variety}: ${hundredths(v.picked)} t`}
              x={x} y={y(v.picked)} width={w} height={y(0) - y(v.picked)} />
            <text className="name" x={x + w / 2} y={SVG_H - M.bottom + 20} textAnchor="middle">{v.variety}</text>
          </g>
        );
      })}
      <text className="axis" transform={`translate(20 ${M.top + plotH / 2}) rotate(-90)`} textAnchor="middle">Tonnes picked</text>
    </svg>
  );
}

function BlocksTable() {
  const rows = [...BLOCKS].sort((a, b) => yieldOf(b.picked, b.area) - yieldOf(a.picked, a.area));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Block</th>
          <th scope="col">Variety</th>
          <th scope="col" className="n">Area (ha)</th>
          <th scope="col" className="n">Picked (t)</th>
          <th scope="col" className="n">Yield (t/ha)</th>
          <th scope="col" className="n">Brix</th>
          <th scope="col">Destined for</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((b) => (
          <tr key={b.name}>
            <td>{b.name}</td>
            <td>{b.variety}</td>
            <td className="n">{hundredths(b.area)}</td>
            <td className="n">{hundredths(b.picked)}</td>
            <td className="n">{yieldOf(b.picked, b.area).toFixed(2)}</td>
            <td className="n">{(b.brix / 10).toFixed(1)}</td>
            <td>{destinationOf(b)}</td>
          </tr>
        ))}
        <tr className="whole">
          <td>Whole vineyard</td>
          <td></td>
          <td className="n">{hundredths(totalArea)}</td>
          <td className="n">{hundredths(totalPicked)}</td>
          <td className="n">{yieldOf(totalPicked, totalArea).toFixed(2)}</td>
          <td></td>
          <td></td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const totals = varietyTotals(BLOCKS);
  const leader = totals[0];
  return (
    <main className="report">
      <h1>Hollins Cross Vineyard harvest 2026</h1>
      <section className="card" aria-labelledby="blocks-h">
        <h2 id="blocks-h">Blocks</h2>
        <BlocksTable />
        <div className="lines">
          {DESTINATIONS.map((d) => {
            const going = BLOCKS.filter((b) => destinationOf(b) === d);
            return (
              <p key={d}>{d}: {going.length} blocks, {hundredths(sum(going.map((b) => b.picked)))} t</p>
            );
          })}
        </div>
      </section>
      <section className="card" aria-labelledby="variety-h">
        <h2 id="variety-h">Grapes by variety</h2>
        <VarietyChart totals={totals} />
        <div className="lines">
          <p>Leading variety: {leader.variety} ({((leader.picked / totalPicked) * 100).toFixed(1)}% of the harvest)</p>
        </div>
      </section>
    </main>
  );
}
