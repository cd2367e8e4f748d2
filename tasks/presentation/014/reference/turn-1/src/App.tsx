import "./styles.css";

type Site = { name: string; lastYear: number; thisYear: number };

// Parcels handed out per site in Q3 2025 and Q3 2026.
const SITES: Site[] = [
  { name: "Eastbrook Hall", lastYear: 1842, thisYear: 2105 },
  { name: "Riverside Library", lastYear: 1206, thisYear: 1133 },
  { name: "Grange Estate Hub", lastYear: 968, thisYear: 1274 },
  { name: "Station Road Centre", lastYear: 1415, thisYear: 1388 },
  { name: "Millfield Chapel", lastYear: 512, thisYear: 689 },
];

const count = (n: number) => n.toLocaleString("en-US");
const changePct = (before: number, after: number) => ((after - before) / before) * 100;
const signed = (pct: number) => `${pct < 0 ? "-" : "+"}${Math.abs(pct).toFixed(1)}%`;

function ParcelsTable({ sites }: { sites: Site[] }) {
  const lastYear = sites.reduce((sum, s) => sum + s.lastYear, 0);
  const thisYear = sites.reduce((sum, s) => sum + s.thisYear, 0);
  const total = changePct(lastYear, thisYear);
  return (
    <table>
      <thead>
        <tr><th scope="col">Site</th><th scope="col">Q3 2025</th><th scope="col">Q3 2026</th><th scope="col">Change</th></tr>
      </thead>
      <tbody>
        {sites.map((s) => {
          const pct = changePct(s.lastYear, s.thisYear);
          return (
            <tr key={s.name}>
              <td>{s.name}</td><td>{count(s.lastYear)}</td><td>{count(s.thisYear)}</td>
              <td className={pct < 0 ? "fall" : "rise"}>{signed(pct)}</td>
            </tr>
          );
        })}
        <tr className="all">
          <td>All sites</td><td>{count(lastYear)}</td><td>{count(thisYear)}</td>
          <td className={total < 0 ? "fall" : "rise"}>{signed(total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const byParcels = [...SITES].sort((a, b) => b.thisYear - a.thisYear);
  return (
    <main>
      <h1>Eastbrook Food Bank distribution, Q3 2026</h1>
      <p className="lede">Emergency food parcels handed out from July to September, compared with the same quarter of 2025.</p>
      <section className="panel" aria-labelledby="sites-heading">
        <h2 id="sites-heading">Parcels by site</h2>
        <ParcelsTable sites={byParcels} />
      </section>
    </main>
  );
}
