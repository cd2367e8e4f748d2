import "./styles.css";

type Turbine = { name: string; hours: number };

// September 2026: 720 hours.
const MONTH_HOURS = 720;
const GUARANTEE = 95.0;
const TURBINES: Turbine[] = [
  { name: "Ashcairn", hours: 702.5 },
  { name: "Bellfield", hours: 655.0 },
  { name: "Corrie", hours: 716.0 },
  { name: "Dunmore", hours: 591.5 },
  { name: "Eskdale", hours: 684.0 },
  { name: "Fairlie", hours: 720.0 },
];

const availability = (hours: number) => (hours / MONTH_HOURS) * 100;
// Compared in whole numbers so that exactly 95.0% (684.0 hours) meets the guarantee.
const meets = (t: Turbine) => t.hours * 100 >= GUARANTEE * MONTH_HOURS;
const pct = (v: number) => `${v.toFixed(1)}%`;
const hrs = (v: number) => v.toFixed(1);

const TOTAL_HOURS = TURBINES.reduce((sum, t) => sum + t.hours, 0);
const FARM_HOURS = TURBINES.length * MONTH_HOURS;

function TurbineTable() {
  const rows = [...TURBINES].sort((a, b) => a.hours - b.hours);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Turbine</th>
          <th scope="col" className="num">Hours available</th>
          <th scope="col" className="num">Availability</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <td>{t.name}</td>
            <td className="num">{hrs(t.hours)}</td>
            <td className="num">{pct(availability(t.hours))}</td>
            <td className={meets(t) ? "" : "below"}>{meets(t) ? "Meets guarantee" : "Below guarantee"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function App() {
  const belowCount = TURBINES.filter((t) => !meets(t)).length;
  return (
    <main>
      <h1>Skelloch Moss turbine availability, September 2026</h1>
      <section aria-labelledby="turbines-heading">
        <h2 id="turbines-heading">Turbines</h2>
        <TurbineTable />
        <ul className="lines">
          <li>Farm availability: {pct((TOTAL_HOURS / FARM_HOURS) * 100)}</li>
          <li>Turbines below guarantee: {belowCount} of {TURBINES.length}</li>
        </ul>
      </section>
    </main>
  );
}
