import FacultiesTable from "./FacultiesTable";
import { FACULTIES } from "./faculties";
import "./report.css";

export default function App() {
  return (
    <main className="report">
      <h1>Harrowgate University admissions 2026</h1>
      <section className="panel" aria-labelledby="faculties-heading">
        <h2 id="faculties-heading">Faculties</h2>
        <p className="note">Undergraduate applications and offers per faculty, 2026 cycle.</p>
        <FacultiesTable faculties={FACULTIES} />
      </section>
    </main>
  );
}
