import "./styles.css";

type Ward = { name: string; planted: number; alive: number; residents: number };

// Street trees planted in the 2024-25 winter season and found alive one year later.
const WARDS: Ward[] = [
  { name: "Northgate", planted: 1240, alive: 1103, residents: 18400 },
  { name: "Riverside", planted: 2080, alive: 1768, residents: 31250 },
  { name: "Castlefield", planted: 860, alive: 801, residents: 9870 },
  { name: "Millbrook", planted: 1615, alive: 1298, residents: 22615 },
  { name: "Ashton Vale", planted: 1395, alive: 1251, residents: 15040 },
];

const TOTAL_PLANTED = WARDS.reduce((sum, w) => sum + w.planted, 0);
const TOTAL_ALIVE = WARDS.reduce((sum, w) => sum + w.alive, 0);
const count = (n: number) => n.toLocaleString("en-US");
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

function WardTable() {
  const rows = [...WARDS].sort((a, b) => b.alive / b.planted - a.alive / a.planted);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Ward</th>
          <th scope="col" className="num">Planted</th>
          <th scope="col" className="num">Alive after one year</th>
          <th scope="col" className="num">Survival</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((w) => (
          <tr key={w.name}>
            <td>{w.name}</td>
            <td className="num">{count(w.planted)}</td>
            <td className="num">{count(w.alive)}</td>
            <td className="num">{pct(w.alive, w.planted)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All wards</td>
          <td className="num">{count(TOTAL_PLANTED)}</td>
          <td className="num">{count(TOTAL_ALIVE)}</td>
          <td className="num">{pct(TOTAL_ALIVE, TOTAL_PLANTED)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Brenmouth street trees 2024-25</h1>
      <section aria-labelledby="wards-heading">
        <h2 id="wards-heading">Wards</h2>
        <WardTable />
      </section>
    </main>
  );
}
