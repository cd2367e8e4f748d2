import "./styles.css";

type Month = { name: string; launches: number; within: number };

// April to September 2026: lifeboat launches, and those launched within 10 minutes of the pagers.
const MONTHS: Month[] = [
  { name: "April", launches: 9, within: 8 },
  { name: "May", launches: 14, within: 13 },
  { name: "June", launches: 21, within: 18 },
  { name: "July", launches: 26, within: 22 },
  { name: "August", launches: 24, within: 23 },
  { name: "September", launches: 10, within: 9 },
];

const SEASON_LAUNCHES = MONTHS.reduce((acc, m) => acc + m.launches, 0);
const SEASON_WITHIN = MONTHS.reduce((acc, m) => acc + m.within, 0);

// One decimal, rounded half up on the tenth.
const oneDecimal = (v: number) => (Math.round(v * 10 + 1e-9) / 10).toFixed(1);
const rate = (within: number, launches: number) => oneDecimal((within / launches) * 100);
// Judged on the rate as shown: 90.0% or more has Met.
const result = (within: number, launches: number) => (Number(rate(within, launches)) >= 90 ? "Met" : "Missed");

function MonthsSection() {
  return (
    <section aria-labelledby="months-heading">
      <h2 id="months-heading">Months</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" className="num">Launches</th>
            <th scope="col" className="num">Within 10 minutes</th>
            <th scope="col" className="num">On-target rate</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {MONTHS.map((m) => (
            <tr key={m.name}>
              <td>{m.name}</td>
              <td className="num">{m.launches}</td>
              <td className="num">{m.within}</td>
              <td className="num">{rate(m.within, m.launches)}%</td>
              <td>{result(m.within, m.launches)}</td>
            </tr>
          ))}
          <tr className="total">
            <td>Season</td>
            <td className="num">{SEASON_LAUNCHES}</td>
            <td className="num">{SEASON_WITHIN}</td>
            <td className="num">{rate(SEASON_WITHIN, SEASON_LAUNCHES)}%</td>
            <td>{result(SEASON_WITHIN, SEASON_LAUNCHES)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Porthgarrow Lifeboat Station launches, April to September 2026</h1>
      <MonthsSection />
    </main>
  );
}
