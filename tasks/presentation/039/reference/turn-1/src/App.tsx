import "./styles.css";

type Night = { night: string; sold: number; revenuePence: number };

// Week of Monday 9 to Sunday 15 November 2026; the hotel has 140 rooms.
const ROOMS = 140;
const STRONG_FROM = 119; // rooms sold: 119 of 140 is exactly 85.0%
const NIGHTS: Night[] = [
  { night: "Mon 9 Nov", sold: 98, revenuePence: 1115142 },
  { night: "Tue 10 Nov", sold: 118, revenuePence: 1321718 },
  { night: "Wed 11 Nov", sold: 119, revenuePence: 1416895 },
  { night: "Thu 12 Nov", sold: 112, revenuePence: 1344000 },
  { night: "Fri 13 Nov", sold: 133, revenuePence: 1823397 },
  { night: "Sat 14 Nov", sold: 140, revenuePence: 2175600 },
  { night: "Sun 15 Nov", sold: 83, revenuePence: 854950 },
];

const pct = (v: number) => `${v.toFixed(1)}%`;
const money = (pence: number) =>
  `£${(pence / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const occupancy = (sold: number, capacity: number) => (sold / capacity) * 100;
const rate = (pence: number, sold: number) => Math.round(pence / sold);
const status = (n: Night) => (n.sold >= ROOMS ? "Sold out" : n.sold >= STRONG_FROM ? "Strong" : "Soft");
const WEEK_SOLD = NIGHTS.reduce((sum, n) => sum + n.sold, 0);
const WEEK_PENCE = NIGHTS.reduce((sum, n) => sum + n.revenuePence, 0);
const WEEK_CAPACITY = ROOMS * NIGHTS.length;

function NightsTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Night</th>
          <th scope="col" className="num">Rooms sold</th>
          <th scope="col" className="num">Occupancy</th>
          <th scope="col" className="num">Average rate</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {NIGHTS.map((n) => (
          <tr key={n.night}>
            <td>{n.night}</td>
            <td className="num">{n.sold}</td>
            <td className="num">{pct(occupancy(n.sold, ROOMS))}</td>
            <td className="num">{money(rate(n.revenuePence, n.sold))}</td>
            <td className={status(n) === "Soft" ? "soft" : ""}>{status(n)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>Week</td>
          <td className="num">{WEEK_SOLD}</td>
          <td className="num">{pct(occupancy(WEEK_SOLD, WEEK_CAPACITY))}</td>
          <td className="num">{money(rate(WEEK_PENCE, WEEK_SOLD))}</td>
          <td></td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Quayside Lantern Hotel: week of 9 November 2026</h1>
      <section aria-labelledby="nights-heading">
        <h2 id="nights-heading">Nights</h2>
        <NightsTable />
      </section>
    </main>
  );
}
