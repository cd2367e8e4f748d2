import "./styles.css";

type Beer = { name: string; planned: number; brewed: number; packaged: number };

// October 2026, volumes in hectolitres.
const BEERS: Beer[] = [
  { name: "Amber Fell", planned: 90.0, brewed: 93.6, packaged: 90.1 },
  { name: "Copper Gill", planned: 60.0, brewed: 58.2, packaged: 55.8 },
  { name: "Dark Tarn", planned: 40.0, brewed: 35.8, packaged: 35.8 },
  { name: "Ghyll Pale", planned: 120.0, brewed: 126.4, packaged: 121.0 },
  { name: "Marra IPA", planned: 80.0, brewed: 72.0, packaged: 69.3 },
  { name: "Scree Lager", planned: 150.0, brewed: 131.7, packaged: 126.9 },
];

const TARGET_TENTHS = 900; // 90.0%
// Sums kept in tenths of a hectolitre so one decimal stays exact.
const tenths = (v: number) => Math.round(v * 10);
const sum = (f: (b: Beer) => number) => BEERS.reduce((acc, b) => acc + tenths(f(b)), 0) / 10;
const achieved = (b: Beer) => (b.brewed / b.planned) * 100;
// Judged on the percentage as shown, so exactly 90.0% is on target.
const onTarget = (b: Beer) => Math.round(achieved(b) * 10) >= TARGET_TENTHS;
const pct = (v: number) => `${v.toFixed(1)}%`;
const hl = (v: number) => v.toFixed(1);

const TOTAL_PLANNED = sum((b) => b.planned);
const TOTAL_BREWED = sum((b) => b.brewed);
const byAchieved = [...BEERS].sort((a, b) => achieved(a) - achieved(b));

function ProductionTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Beer</th>
          <th scope="col" className="num">Planned (hL)</th>
          <th scope="col" className="num">Brewed (hL)</th>
          <th scope="col" className="num">Plan achieved</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {byAchieved.map((b) => (
          <tr key={b.name}>
            <td>{b.name}</td>
            <td className="num">{hl(b.planned)}</td>
            <td className="num">{hl(b.brewed)}</td>
            <td className="num">{pct(achieved(b))}</td>
            <td className={onTarget(b) ? "" : "short"}>{onTarget(b) ? "On target" : "Short"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function App() {
  const shortCount = BEERS.filter((b) => !onTarget(b)).length;
  return (
    <main>
      <h1>Hollin Beck Brewery production, October 2026</h1>
      <section aria-labelledby="production-heading">
        <h2 id="production-heading">Production</h2>
        <ProductionTable />
        <ul className="lines">
          <li>Plan achieved overall: {pct((TOTAL_BREWED / TOTAL_PLANNED) * 100)}</li>
          <li>Beers short of plan: {shortCount} of {BEERS.length}</li>
        </ul>
      </section>
    </main>
  );
}
