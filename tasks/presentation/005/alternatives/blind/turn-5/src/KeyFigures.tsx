import { LOWEST_PASS, atOrBetter, countStudents, gpa, percentOf, type Distribution } from "./grades";

export default function KeyFigures({ dist }: { dist: Distribution }) {
  const graded = countStudents(dist);
  return (
    <section className="part key-figures">
      <h2>Key figures</h2>
      <ul className="figures">
        <li>{`Students graded: ${graded}`}</li>
        <li>{`Course GPA: ${gpa(dist)}`}</li>
        <li>{`Pass rate (C or better): ${percentOf(atOrBetter(dist, LOWEST_PASS), graded)}`}</li>
      </ul>
    </section>
  );
}
