import "./app.css";
import { MONTHS } from "./report/data";
import { roundedAverage, withCommas } from "./report/numbers";
import { VisitsChart } from "./report/VisitsChart";
import { YearOnYear } from "./report/YearOnYear";
import { Highlights } from "./report/Highlights";

export default function App() {
  const average = roundedAverage(MONTHS.map((m) => m.visits2025));
  return (
    <main className="report">
      <h1>Riverside Library visits report</h1>
      <Highlights rows={MONTHS} />
      <section>
        <h2>Monthly visits</h2>
        <p className="lead">Average: {withCommas(average)} visits per month</p>
        <p className="muted">Door-counter visits at the main entrance, January to June; the average above covers 2025 only.</p>
        <VisitsChart rows={MONTHS} />
      </section>
      <YearOnYear rows={MONTHS} />
    </main>
  );
}
