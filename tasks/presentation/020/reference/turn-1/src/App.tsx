import "./styles.css";

type Farm = { name: string; litres: number; fat: number; protein: number };

// March 2026 collections.
const FARMS: Farm[] = [
  { name: "Holloway Farm", litres: 184260, fat: 4.18, protein: 3.36 },
  { name: "Brindle Leys", litres: 97430, fat: 4.42, protein: 3.51 },
  { name: "Coldharbour", litres: 142870, fat: 3.96, protein: 3.28 },
  { name: "Meadcroft", litres: 61920, fat: 4.65, protein: 3.62 },
  { name: "Penfold Green", litres: 120340, fat: 4.07, protein: 3.31 },
  { name: "Ashby Grange", litres: 78610, fat: 4.31, protein: 3.44 },
];

const TOTAL_LITRES = FARMS.reduce((sum, f) => sum + f.litres, 0);
// Each farm's percentage weighted by its litres.
const weighted = (pick: (f: Farm) => number) => FARMS.reduce((sum, f) => sum + f.litres * pick(f), 0) / TOTAL_LITRES;
const litres = (n: number) => n.toLocaleString("en-US");
const pct2 = (v: number) => `${v.toFixed(2)}%`;

function FarmTable() {
  const rows = [...FARMS].sort((a, b) => b.litres - a.litres);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Farm</th>
          <th scope="col" className="num">Litres</th>
          <th scope="col" className="num">Butterfat</th>
          <th scope="col" className="num">Protein</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => (
          <tr key={f.name}>
            <td>{f.name}</td>
            <td className="num">{litres(f.litres)}</td>
            <td className="num">{pct2(f.fat)}</td>
            <td className="num">{pct2(f.protein)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All farms</td>
          <td className="num">{litres(TOTAL_LITRES)}</td>
          <td className="num">{pct2(weighted((f) => f.fat))}</td>
          <td className="num">{pct2(weighted((f) => f.protein))}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Wendlebury Vale milk collection, March 2026</h1>
      <section aria-labelledby="farms-heading">
        <h2 id="farms-heading">Farm collections</h2>
        <FarmTable />
      </section>
    </main>
  );
}
