import "./styles.css";

// Areas in hundredths of a hectare and picks in hundredths of a tonne, so sums stay exact.
type Block = { name: string; variety: string; area: number; picked: number };

const BLOCKS: Block[] = [
  { name: "North Slope", variety: "Pinot Noir", area: 240, picked: 1632 },
  { name: "Chalk Pit", variety: "Chardonnay", area: 185, picked: 1480 },
  { name: "Long Acre", variety: "Bacchus", area: 430, picked: 3784 },
  { name: "Dovecote", variety: "Pinot Meunier", area: 120, picked: 793 },
  { name: "Lower Terrace", variety: "Chardonnay", area: 275, picked: 2314 },
  { name: "Beech Row", variety: "Pinot Noir", area: 160, picked: 837 },
  { name: "Top Field", variety: "Pinot Meunier", area: 95, picked: 1007 },
];

const hundredths = (n: number) => (n / 100).toFixed(2);
const yieldOf = (picked: number, area: number) => picked / area;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const totalArea = sum(BLOCKS.map((b) => b.area));
const totalPicked = sum(BLOCKS.map((b) => b.picked));

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
          </tr>
        ))}
        <tr className="whole">
          <td>Whole vineyard</td>
          <td></td>
          <td className="n">{hundredths(totalArea)}</td>
          <td className="n">{hundredths(totalPicked)}</td>
          <td className="n">{yieldOf(totalPicked, totalArea).toFixed(2)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main className="report">
      <h1>Hollins Cross Vineyard harvest 2026</h1>
      <section className="card" aria-labelledby="blocks-h">
        <h2 id="blocks-h">Blocks</h2>
        <BlocksTable />
      </section>
    </main>
  );
}
