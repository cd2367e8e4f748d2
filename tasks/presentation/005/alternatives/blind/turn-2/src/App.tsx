import "./report.css";
import { FINAL_GRADES, countStudents } from "./grades";
import DistributionChart from "./charts/DistributionChart";
import BandsTable from "./BandsTable";

export default function App() {
  const graded = countStudents(FINAL_GRADES);
  return (
    <main className="doc">
      <h1>BIO 214 grade report</h1>
      <p className="course">Cell Biology · end-of-term report for the curriculum committee</p>
      <section className="part">
        <h2>Grade distribution</h2>
        <p className="headline">{graded} students graded</p>
        <DistributionChart dist={FINAL_GRADES} />
      </section>
      <section className="part">
        <h2>Grade bands</h2>
        <BandsTable dist={FINAL_GRADES} />
      </section>
    </main>
  );
}
