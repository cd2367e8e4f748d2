import { VETS, type Vet } from "./data";
import { count, fixed } from "./format";

// Compared in whole consultations so that exactly 3.0 or 2.0 per hour lands in the higher band.
export const workload = (v: Vet) =>
  v.consultations >= 3 * v.hours ? "Heavy" : v.consultations >= 2 * v.hours ? "Steady" : "Light";

const bySurname = [...VETS].sort((a, b) => a.surname.localeCompare(b.surname));

export default function VetSection() {
  const heavy = VETS.filter((v) => workload(v) === "Heavy").length;
  const allConsultations = VETS.reduce((s, v) => s + v.consultations, 0);
  const allHours = VETS.reduce((s, v) => s + v.hours, 0);
  return (
    <section aria-labelledby="vet-heading">
      <h2 id="vet-heading">By vet</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Vet</th>
            <th scope="col" className="num">Consultations</th>
            <th scope="col" className="num">Consulting hours</th>
            <th scope="col" className="num">Per hour</th>
            <th scope="col">Workload</th>
          </tr>
        </thead>
        <tbody>
          {bySurname.map((v) => (
            <tr key={v.name}>
              <td>{v.name}</td>
              <td className="num">{count(v.consultations)}</td>
              <td className="num">{v.hours}</td>
              <td className="num">{fixed(v.consultations / v.hours, 1)}</td>
              <td className={workload(v) === "Heavy" ? "heavy" : ""}>{workload(v)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="lines">
        <li>Vets on a Heavy workload: {heavy} of {VETS.length}</li>
        <li>Practice-wide consultations per hour: {fixed(allConsultations / allHours, 1)}</li>
      </ul>
    </section>
  );
}
