import "./styles.css";

type Round = { name: string; out: number; first: number };

// Week of 23 to 29 November 2026: parcels out and parcels delivered at the first attempt.
const ROUNDS: Round[] = [
  { name: "Harbour Quarter", out: 612, first: 534 },
  { name: "Northgate Estate", out: 1120, first: 1034 },
  { name: "Old Town", out: 520, first: 468 },
  { name: "Riverside Flats", out: 830, first: 731 },
  { name: "Millbrook Villages", out: 420, first: 352 },
  { name: "Station Road", out: 540, first: 459 },
];

const sum = (pick: (r: Round) => number) => ROUNDS.reduce((total, r) => total + pick(r), 0);
const TOTAL_OUT = sum((r) => r.out);
const TOTAL_FIRST = sum((r) => r.first);
const count = (n: number) => n.toLocaleString("en-US");
// A share as a percentage, rounded (not cut off) to one decimal.
const pct1 = (part: number, whole: number) => `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
// Compared in whole numbers so that exactly 90.0% or 85.0% is never lost to rounding.
const atLeast = (r: Round, percent: number) => r.first * 100 >= r.out * percent;

// Highest first-attempt rate first (cross-multiplied, no rounding).
const byRate = [...ROUNDS].sort((a, b) => b.first * a.out - a.first * b.out);

function RoundTable() {
  const rows = byRate;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Round</th>
          <th scope="col" className="num">Parcels out</th>
          <th scope="col" className="num">Delivered first time</th>
          <th scope="col" className="num">First-attempt rate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td>
            <td className="num">{count(r.out)}</td>
            <td className="num">{count(r.first)}</td>
            <td className="num">{pct1(r.first, r.out)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All rounds</td>
          <td className="num">{count(TOTAL_OUT)}</td>
          <td className="num">{count(TOTAL_FIRST)}</td>
          <td className="num">{pct1(TOTAL_FIRST, TOTAL_OUT)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Ashworth Lane depot: first-attempt deliveries, week of 23 November 2026</h1>
      <section aria-labelledby="rounds-heading">
        <h2 id="rounds-heading">Delivery rounds</h2>
        <RoundTable />
      </section>
    </main>
  );
}
