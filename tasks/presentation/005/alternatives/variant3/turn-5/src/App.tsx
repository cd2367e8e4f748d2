import './report.css';
import { FINAL_GRADES, LECTURE_SECTIONS } from './grades';
import { gpa, passRate, totalStudents } from './stats';
import { KeyFigures } from './KeyFigures';
import { DistributionChart } from './DistributionChart';
import { BandsTable } from './BandsTable';
import { SectionChart } from './SectionChart';

export default function App() {
  const pass = passRate(FINAL_GRADES);

  return (
    <main className="report">
      <h1>BIO 214 grade report</h1>

      <KeyFigures
        figures={[
          { label: 'Students graded', value: String(totalStudents(FINAL_GRADES)) },
          { label: 'Course GPA', value: gpa(FINAL_GRADES) },
          { label: 'Pass rate (C or better)', value: pass },
        ]}
      />

      <div className="card">
        <h2>Grade distribution</h2>
        <DistributionChart counts={FINAL_GRADES} />
      </div>

      <div className="card">
        <h2>Grade bands</h2>
        <BandsTable counts={FINAL_GRADES} />
        <p className="headline">Pass rate (C or better): {pass}</p>
      </div>

      <div className="card">
        <h2>By lecture section</h2>
        <SectionChart sections={LECTURE_SECTIONS} />
        <div className="gpa-lines">
          {LECTURE_SECTIONS.map((s) => (
            <p key={s.id}>
              {s.label} GPA: {gpa(s.counts)}
            </p>
          ))}
        </div>
      </div>
    </main>
  );
}
