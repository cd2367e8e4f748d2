import './report.css';
import { FINAL_GRADES } from './grades';
import { passRate, totalStudents } from './stats';
import { DistributionChart } from './DistributionChart';
import { BandsTable } from './BandsTable';

export default function App() {
  const graded = totalStudents(FINAL_GRADES);

  return (
    <main className="report">
      <h1>BIO 214 grade report</h1>
      <p className="course">Cell Biology · end-of-term report for the curriculum committee</p>

      <div className="card">
        <h2>Grade distribution</h2>
        <p className="lede">{graded} students graded</p>
        <DistributionChart counts={FINAL_GRADES} />
      </div>

      <div className="card">
        <h2>Grade bands</h2>
        <BandsTable counts={FINAL_GRADES} />
        <p className="headline">Pass rate (C or better): {passRate(FINAL_GRADES)}</p>
      </div>
    </main>
  );
}
