import type { Vet } from "./data";
import { formatCount, oneDecimal } from "./format";

type Workload = "Heavy" | "Steady" | "Light";

/** Per hour as shown: consultations over hours, rounded to one decimal. */
export function perHour(vet: Vet): number {
  return Math.round((vet.consultations / vet.hours) * 10) / 10;
}

export function workload(vet: Vet): Workload {
  const rate = perHour(vet);
  if (rate >= 3) return "Heavy";
  if (rate >= 2) return "Steady";
  return "Light";
}

export default function VetTable({ vets }: { vets: Vet[] }) {
  const rows = [...vets].sort((a, b) => a.surname.localeCompare(b.surname, "en-GB"));
  const heavy = vets.filter((v) => workload(v) === "Heavy").length;
  const totalConsultations = vets.reduce((sum, v) => sum + v.consultations, 0);
  const totalHours = vets.reduce((sum, v) => sum + v.hours, 0);

  return (
    <>
      <div className="table-wrap">
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
            {rows.map((v) => (
              <tr key={v.name}>
                <th scope="row">{v.name}</th>
                <td className="num">{formatCount(v.consultations)}</td>
                <td className="num">{formatCount(v.hours)}</td>
                <td className="num">{oneDecimal(v.consultations / v.hours)}</td>
                <td>{workload(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="lines">
        <li>
          Vets on a Heavy workload: {heavy} of {vets.length}
        </li>
        <li>Practice-wide consultations per hour: {oneDecimal(totalConsultations / totalHours)}</li>
      </ul>
    </>
  );
}
