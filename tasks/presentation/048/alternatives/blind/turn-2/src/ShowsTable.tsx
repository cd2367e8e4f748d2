import type { Show } from "./data";
import { formatCount, formatPercent } from "./format";
import { allShows, byTotalDesc, seatsOffered, total } from "./shows";

function Cells({ show }: { show: Show }) {
  return (
    <>
      <td className="num">{formatCount(show.performances)}</td>
      <td className="num">{formatCount(show.school)}</td>
      <td className="num">{formatCount(show.public)}</td>
      <td className="num">{formatCount(total(show))}</td>
      <td className="num">{formatPercent(total(show), seatsOffered(show))}</td>
    </>
  );
}

export default function ShowsTable({ shows }: { shows: Show[] }) {
  const rows = byTotalDesc(shows);
  const all = allShows(shows);

  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Show</th>
            <th scope="col" className="num">Performances</th>
            <th scope="col" className="num">School groups</th>
            <th scope="col" className="num">Public</th>
            <th scope="col" className="num">Total</th>
            <th scope="col" className="num">Seats filled</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.title}>
              <th scope="row">{s.title}</th>
              <Cells show={s} />
            </tr>
          ))}
          <tr className="total-row">
            <th scope="row">All shows</th>
            <Cells show={all} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}
