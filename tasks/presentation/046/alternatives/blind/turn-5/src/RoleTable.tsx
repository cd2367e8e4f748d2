import type { Clinician } from "./data";
import { byMissedRate, formatCount, formatRate, lostSlotRate, missedRate, needsReview, sumUp } from "./stats";

type Props = {
  clinicians: Clinician[];
  totalLabel: string;
};

/** One role's clinicians, highest missed rate first, ending with the role's totals. */
export default function RoleTable({ clinicians, totalLabel }: Props) {
  const rows = byMissedRate(clinicians);
  const total = sumUp(clinicians);
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Clinician</th>
            <th scope="col" className="num">
              Booked
            </th>
            <th scope="col" className="num">
              Missed
            </th>
            <th scope="col" className="num">
              Missed rate
            </th>
            <th scope="col" className="num">
              Late cancellations
            </th>
            <th scope="col" className="num">
              Lost-slot rate
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.name}>
              <th scope="row">{c.name}</th>
              <td className="num">{formatCount(c.booked)}</td>
              <td className="num">{formatCount(c.missed)}</td>
              <td className="num">{formatRate(missedRate(c))}</td>
              <td className="num">{formatCount(c.late)}</td>
              <td className="num">{formatRate(lostSlotRate(c))}</td>
              <td>
                {needsReview(c) ? <span className="status review">Review</span> : <span className="status ok">OK</span>}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="total-row">
            <th scope="row">{totalLabel}</th>
            <td className="num">{formatCount(total.booked)}</td>
            <td className="num">{formatCount(total.missed)}</td>
            <td className="num">{formatRate(missedRate(total))}</td>
            <td className="num">{formatCount(total.late)}</td>
            <td className="num">{formatRate(lostSlotRate(total))}</td>
            <td></td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
