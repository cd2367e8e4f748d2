import "./styles.css";

type Pass = { name: string; priceCents: number; sold: number };

// 2025-26 season: price in euro cents and passes sold.
const PASSES: Pass[] = [
  { name: "Adult day pass", priceCents: 5400, sold: 18420 },
  { name: "Child day pass", priceCents: 3250, sold: 7315 },
  { name: "Half-day pass", priceCents: 3800, sold: 6840 },
  { name: "3-day pass", priceCents: 14800, sold: 2965 },
  { name: "6-day pass", priceCents: 26500, sold: 1872 },
  { name: "Season pass", priceCents: 64000, sold: 1148 },
];

const revenue = (p: Pass) => p.priceCents * p.sold;
const ALL_SOLD = PASSES.reduce((acc, p) => acc + p.sold, 0);
const ALL_REVENUE = PASSES.reduce((acc, p) => acc + revenue(p), 0);

const count = (n: number) => n.toLocaleString("en-US");
const euros = (cents: number) =>
  `€${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (part: number, whole: number) => `${(Math.round((part / whole) * 1000 + 1e-9) / 10).toFixed(1)}%`;

const tableRows = [...PASSES].sort((x, y) => revenue(y) - revenue(x));
const bySold = [...PASSES].sort((x, y) => y.sold - x.sold);

function SalesSection() {
  return (
    <section aria-labelledby="sales-heading">
      <h2 id="sales-heading">Pass sales</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Pass</th>
            <th scope="col" className="num">Price</th>
            <th scope="col" className="num">Sold</th>
            <th scope="col" className="num">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {tableRows.map((p) => (
            <tr key={p.name}>
              <td>{p.name}</td>
              <td className="num">{euros(p.priceCents)}</td>
              <td className="num">{count(p.sold)}</td>
              <td className="num">{euros(revenue(p))}</td>
            </tr>
          ))}
          <tr className="total">
            <td>All passes</td>
            <td></td>
            <td className="num">{count(ALL_SOLD)}</td>
            <td className="num">{euros(ALL_REVENUE)}</td>
          </tr>
        </tbody>
      </table>
      <p className="line">Average price paid: {euros(Math.round(ALL_REVENUE / ALL_SOLD))}</p>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Montcalvet lift-pass sales, 2025-26 season</h1>
      <SalesSection />
    </main>
  );
}
