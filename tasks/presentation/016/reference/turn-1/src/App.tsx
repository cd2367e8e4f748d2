import "./styles.css";

type Production = { title: string; venue: "Main House" | "Studio"; performances: number; sold: number };

const VENUE_SEATS = { "Main House": 420, Studio: 120 } as const;

// Autumn 2026 season, per production.
const PRODUCTIONS: Production[] = [
  { title: "The Glass Orchard", venue: "Main House", performances: 24, sold: 8467 },
  { title: "Salt and Thunder", venue: "Main House", performances: 18, sold: 5103 },
  { title: "A Lantern for Mira", venue: "Studio", performances: 16, sold: 1792 },
  { title: "Dockside Requiem", venue: "Studio", performances: 12, sold: 1008 },
  { title: "The Umbrella Thief", venue: "Main House", performances: 20, sold: 7351 },
];

const count = (n: number) => n.toLocaleString("en-GB");
const onOffer = (p: Production) => p.performances * VENUE_SEATS[p.venue];
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

function ProductionsTable({ productions }: { productions: Production[] }) {
  const performances = productions.reduce((sum, p) => sum + p.performances, 0);
  const sold = productions.reduce((sum, p) => sum + p.sold, 0);
  const offered = productions.reduce((sum, p) => sum + onOffer(p), 0);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Production</th>
          <th scope="col">Venue</th>
          <th scope="col" className="num">Performances</th>
          <th scope="col" className="num">Seats sold</th>
          <th scope="col" className="num">Occupancy</th>
        </tr>
      </thead>
      <tbody>
        {productions.map((p) => (
          <tr key={p.title}>
            <td>{p.title}</td>
            <td>{p.venue}</td>
            <td className="num">{count(p.performances)}</td>
            <td className="num">{count(p.sold)}</td>
            <td className="num">{percent(p.sold, onOffer(p))}</td>
          </tr>
        ))}
        <tr className="season">
          <td>Season</td>
          <td></td>
          <td className="num">{count(performances)}</td>
          <td className="num">{count(sold)}</td>
          <td className="num">{percent(sold, offered)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const byOccupancy = [...PRODUCTIONS].sort((a, b) => b.sold / onOffer(b) - a.sold / onOffer(a));
  return (
    <main>
      <h1>Quillgate Playhouse autumn 2026 box office</h1>
      <p className="lede">Ten weeks of performances on the Main House (420 seats) and Studio (120 seats) stages.</p>
      <section className="panel" aria-labelledby="productions-heading">
        <h2 id="productions-heading">Productions</h2>
        <ProductionsTable productions={byOccupancy} />
      </section>
    </main>
  );
}
