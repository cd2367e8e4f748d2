import type { Show } from "./data";
import { formatChange, formatCount, formatPercent } from "./format";
import { allShows, audience, byTotalDesc, seatsOffered, total } from "./shows";

function Cells({ show, before }: { show: Show; before: number }) {
  return (
    <>
      <td className="num">{formatCount(show.performances)}</td>
      <td className="num">{formatCount(show.school)}</td>
      <td className="num">{formatCount(show.public)}</td>
      <td className="num">{formatCount(total(show))}</td>
      <td className="num">{formatChange(total(show), before)}</td>
      <td className="num">{formatPercent(total(show), seatsOffered(show))}</td>
      <td className="num">{formatPercent(show.school, total(show))}</td>
    </>
  );
}

type Props = { shows: Show[]; lastSeason: Record<string, number> };

export default function ShowsTable({ shows, lastSeason }: Props) {
  const rows = byTotalDesc(shows);
  const all = allShows(shows);
  const allBefore = shows.reduce((sum, s) => sum + lastSeason[s.title], 0);
  const mostlySchools = shows.filter((s) => audience(s) === "Mostly schools").length;
  const mostlyPublic = shows.filter((s) => audience(s) === "Mostly public").length;
  const growing = shows.filter((s) => total(s) > lastSeason[s.title]).length;

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
              <th scope="col" className="num">Change on 2025</th>
              <th scope="col" className="num">Seats filled</th>
              <th scope="col" className="num">School share</th>
              <th scope="col">Audience</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.title}>
                <th scope="row">{s.title}</th>
                <Cells show={s} before={lastSeason[s.title]} />
                <td>{audience(s)}</td>
              </tr>
            ))}
            <tr className="total-row">
              <th scope="row">All shows</th>
              <Cells show={all} before={allBefore} />
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
        <li>
          Shows with more visitors than in 2025: {growing} of {shows.length}
        </li>
      </ul>
    </>
  );
}
