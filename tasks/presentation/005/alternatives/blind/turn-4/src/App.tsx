import "./report.css";
import { FINAL_GRADES, LECTURE_SECTIONS, countStudents } from "./grades";
import DistributionChart from "./charts/DistributionChart";
import BandsTable from "./BandsTable";
import SectionChart from "./charts/SectionChart";

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
      <section className="part">
        <h2>By lecture section</h2>
        <p className="course">BIO 214 ran as two lecture sections; grade points A 4, B 3, C 2, D 1, F 0.</p>
        <SectionChart sections={LECTURE_SECTIONS} />
      </section>
    </main>
  );
}
