import type { Clinician } from "./data";
import { byMissedRate, formatCount, formatRate, missedRate, sumUp } from "./stats";

export default function ClinicianTable({ clinicians }: { clinicians: Clinician[] }) {
  const rows = byMissedRate(clinicians);
  const practice = sumUp(clinicians);
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">Missed appointments per clinician, highest missed rate first</caption>
        <thead>
          <tr>
            <th scope="col">Clinician</th>
            <th scope="col">Role</th>
            <th scope="col" className="num">
              Booked
            </th>
            <th scope="col" className="num">
              Missed
            </th>
            <th scope="col" className="num">
              Missed rate
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.name}>
              <th scope="row">{c.name}</th>
              <td>{c.role}</td>
              <td className="num">{formatCount(c.booked)}</td>
              <td className="num">{formatCount(c.missed)}</td>
              <td className="num">{formatRate(missedRate(c))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="total-row">
            <th scope="row">Practice</th>
            <td></td>
            <td className="num">{formatCount(practice.booked)}</td>
            <td className="num">{formatCount(practice.missed)}</td>
            <td className="num">{formatRate(missedRate(practice))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
