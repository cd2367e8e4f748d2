import type { Show } from "./data";
import { formatCount, formatPercent } from "./format";
import { allShows, audience, byTotalDesc, seatsOffered, total } from "./shows";

function Cells({ show }: { show: Show }) {
  return (
    <>
      <td className="num">{formatCount(show.performances)}</td>
      <td className="num">{formatCount(show.school)}</td>
      <td className="num">{formatCount(show.public)}</td>
      <td className="num">{formatCount(total(show))}</td>
      <td className="num">{formatPercent(total(show), seatsOffered(show))}</td>
      <td className="num">{formatPercent(show.school, total(show))}</td>
    </>
  );
}

export default function ShowsTable({ shows }: { shows: Show[] }) {
  const rows = byTotalDesc(shows);
  const all = allShows(shows);
  const mostlySchools = shows.filter((s) => audience(s) === "Mostly schools").length;
  const mostlyPublic = shows.filter((s) => audience(s) === "Mostly public").length;

  return (
    <>
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
              <th scope="col" className="num">School share</th>
              <th scope="col">Audience</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.title}>
                <th scope="row">{s.title}</th>
                <Cells show={s} />
                <td>{audience(s)}</td>
              </tr>
            ))}
            <tr className="total-row">
              <th scope="row">All shows</th>
              <Cells show={all} />
              <td></td>
            </tr>
          </tbody>
        </table>
      </div>
      <ul className="lines">
        <li>
          Mostly schools: {mostlySchools} of {shows.length} shows
        </li>
        <li>
          Mostly public: {mostlyPublic} of {shows.length} shows
        </li>
      </ul>
    </>
  );
}
