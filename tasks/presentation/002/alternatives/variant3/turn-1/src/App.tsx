import './styles.css';
import { MONTHS, VISITS_2025 } from './data';
import { formatCount, monthlyAverage } from './format';
import VisitsChart from './VisitsChart';

export default function App() {
  const average = monthlyAverage(VISITS_2025);

  return (
    <main className="report">
      <header className="report-header">
        <h1>Riverside Library visits report</h1>
      </header>

      <section className="panel">
        <h2>Monthly visits</h2>
        <p className="average">Average: {formatCount(average)} visits per month</p>
        <VisitsChart months={MONTHS} visits={VISITS_2025} />
      </section>
    </main>
  );
}
