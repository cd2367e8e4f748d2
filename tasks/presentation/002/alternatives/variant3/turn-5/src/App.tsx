import './styles.css';
import { LAST_YEAR, MONTHS, THIS_YEAR } from './data';
import { formatCount, monthlyAverage } from './format';
import VisitsChart from './VisitsChart';
import Legend from './Legend';
import YearTable from './YearTable';
import Highlights from './Highlights';

export default function App() {
  // The average stays a 2025-only figure.
  const average = monthlyAverage(THIS_YEAR.visits);

  return (
    <main className="report">
      <header className="report-header">
        <h1>Riverside Library visits report</h1>
      </header>

      <Highlights months={MONTHS} series={THIS_YEAR} />

      <section className="panel">
        <h2>Monthly visits</h2>
        <p className="average">Average: {formatCount(average)} visits per month</p>
        <VisitsChart months={MONTHS} current={THIS_YEAR} previous={LAST_YEAR} />
        <Legend current={THIS_YEAR} previous={LAST_YEAR} />
      </section>

      <YearTable months={MONTHS} current={THIS_YEAR} previous={LAST_YEAR} />
    </main>
  );
}
