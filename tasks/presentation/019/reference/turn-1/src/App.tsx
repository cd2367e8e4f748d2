import "./styles.css";

type Trailhead = { name: string; visits: number };

// Counter totals for the May to October 2026 season.
const TRAILHEADS: Trailhead[] = [
  { name: "Glenbrae Falls", visits: 48260 },
  { name: "Stoneyhause Ridge", visits: 21905 },
  { name: "Loch Arran Shore", visits: 36718 },
  { name: "Black Corrie", visits: 9412 },
  { name: "Tarbet Woods", visits: 27340 },
];

const TOTAL_VISITS = TRAILHEADS.reduce((sum, t) => sum + t.visits, 0);
const count = (n: number) => n.toLocaleString("en-US");
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

function TrailheadTable() {
  const rows = [...TRAILHEADS].sort((a, b) => b.visits - a.visits);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Trailhead</th>
          <th scope="col" className="num">Visits</th>
          <th scope="col" className="num">Share of visits</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <td>{t.name}</td>
            <td className="num">{count(t.visits)}</td>
            <td className="num">{pct(t.visits, TOTAL_VISITS)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All trailheads</td>
          <td className="num">{count(TOTAL_VISITS)}</td>
          <td className="num">100.0%</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Corrie Dhu National Park season 2026</h1>
      <section aria-labelledby="trailheads-heading">
        <h2 id="trailheads-heading">Trailheads</h2>
        <TrailheadTable />
      </section>
    </main>
  );
}
