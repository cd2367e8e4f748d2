import './report.css';
import { FINAL_GRADES } from './grades';
import { totalStudents } from './stats';
import { DistributionChart } from './DistributionChart';

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
    </main>
  );
}
