import "./styles.css";

type Production = { title: string; venue: "Main House" | "Studio"; performances: number; sold: number; revenue: number };

const VENUE_SEATS = { "Main House": 420, Studio: 120 } as const;

// Autumn 2026 season, per production.
const PRODUCTIONS: Production[] = [
  { title: "The Glass Orchard", venue: "Main House", performances: 24, sold: 8467, revenue: 248930 },
  { title: "Salt and Thunder", venue: "Main House", performances: 18, sold: 5103, revenue: 137016 },
  { title: "A Lantern for Mira", venue: "Studio", performances: 16, sold: 1792, revenue: 32256 },
  { title: "Dockside Requiem", venue: "Studio", performances: 12, sold: 1008, revenue: 17655 },
  { title: "The Umbrella Thief", venue: "Main House", performances: 20, sold: 7351, revenue: 229420 },
];

// Tickets sold across all productions in each week of the season, week 1 first.
const WEEKLY = [1612, 2048, 2391, 2230, 2764, 2519, 2187, 2955, 2661, 2354];

const count = (n: number) => n.toLocaleString("en-GB");
const onOffer = (p: Production) => p.performances * VENUE_SEATS[p.venue];
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
const pounds = (n: number) => `£${Math.round(n).toLocaleString("en-GB")}`;
const price = (revenue: number, sold: number) => `£${(revenue / sold).toFixed(2)}`;
const LOW_OCCUPANCY = 0.7;
const occupancy = (p: Production) => p.sold / onOffer(p);

function ProductionsTable({ productions }: { productions: Production[] }) {
  const performances = productions.reduce((sum, p) => sum + p.performances, 0);
  const sold = productions.reduce((sum, p) => sum + p.sold, 0);
  const offered = productions.reduce((sum, p) => sum + onOffer(p), 0);
  const revenue = productions.reduce((sum, p) => sum + p.revenue, 0);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Production</th>
          <th scope="col">Venue</th>
          <th scope="col" className="num">Performances</th>
          <th scope="col" className="num">Seats sold</th>
          <th scope="col" className="num">Occupancy</th>
          <th scope="col" className="num">Revenue</th>
          <th scope="col" className="num">Average ticket price</th>
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
            <td className="num">{pounds(p.revenue)}</td>
            <td className="num">{price(p.revenue, p.sold)}</td>
          </tr>
        ))}
        <tr className="season">
          <td>Season</td>
          <td></td>
          <td className="num">{count(performances)}</td>
          <td className="num">{count(sold)}</td>
          <td className="num">{percent(sold, offered)}</td>
          <td className="num">{pounds(revenue)}</td>
          <td className="num">{price(revenue, sold)}</td>
        </tr>
      </tbody>
    </table>
  );
}

const W = 860;
const H = 340;
const PAD = { left: 80, right: 24, top: 20, bottom: 48 };
const AXIS_MAX = 3500;
const TICKS = [0, 500, 1000, 1500, 2000, 2500, 3000, 3500];

function WeeklyChart({ weekly }: { weekly: number[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / weekly.length;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const y = (v: number) => PAD.top + plotH - (v / AXIS_MAX) * plotH;
  const path = weekly.map((v, i) => `${i === 0 ? "M" : "L"}${x(i)} ${y(v)}`).join(" ");
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Line chart of tickets sold per week">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      <line className="axis" x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} />
      <path className="sales-line" d={path} />
      {weekly.map((v, i) => (
        <g key={i}>
          <circle className="point" role="img" aria-label={`W${i + 1}: ${count(v)} tickets`} cx={x(i)} cy={y(v)} r={5} />
          <text className="tick" x={x(i)} y={H - PAD.bottom + 20} textAnchor="middle">W{i + 1}</text>
        </g>
      ))}
      <text className="axis-label" transform={`translate(18 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">Tickets sold</text>
    </svg>
  );
}

export default function App() {
  const best = WEEKLY.reduce((top, v, i) => (v > WEEKLY[top] ? i : top), 0);
  const byOccupancy = [...PRODUCTIONS].sort((a, b) => occupancy(b) - occupancy(a));
  const below = PRODUCTIONS.filter((p) => occupancy(p) < LOW_OCCUPANCY).length;
  return (
    <main>
      <h1>Quillgate Playhouse autumn 2026 box office</h1>
      <p className="lede">Ten weeks of performances on the Main House (420 seats) and Studio (120 seats) stages.</p>
      <section className="panel" aria-labelledby="productions-heading">
        <h2 id="productions-heading">Productions</h2>
        <ProductionsTable productions={byOccupancy} />
        <p className="fact">Productions below 70% occupancy: {below} of {PRODUCTIONS.length}</p>
      </section>
      <section className="panel" aria-labelledby="weekly-heading">
        <h2 id="weekly-heading">Weekly ticket sales</h2>
        <WeeklyChart weekly={WEEKLY} />
        <p className="fact">Best week: W{best + 1} ({count(WEEKLY[best])} tickets)</p>
      </section>
    </main>
  );
}
