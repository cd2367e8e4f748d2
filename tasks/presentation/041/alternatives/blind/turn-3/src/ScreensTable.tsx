import type { ScreenRow } from "./stats";
import { totals } from "./stats";
import { fmtCount, fmtPence, fmtTenthsPct } from "./format";

export default function ScreensTable({ rows }: { rows: ScreenRow[] }) {
  const sorted = [...rows].sort((a, b) => b.occTenths - a.occTenths);
  const all = totals(rows);
  const busy = rows.filter((r) => r.occTenths >= 400).length;

  return (
    <section className="panel" aria-labelledby="screens-heading">
      <h2 id="screens-heading">Screens</h2>
      <table className="data">
        <thead>
          <tr>
            <th scope="col">Screen</th>
            <th scope="col" className="num">Seats</th>
            <th scope="col" className="num">Screenings</th>
            <th scope="col" className="num">Admissions</th>
            <th scope="col" className="num">Occupancy</th>
            <th scope="col" className="num">Takings</th>
            <th scope="col" className="num">Average ticket</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.name}>
              <th scope="row">{r.name}</th>
              <td className="num">{fmtCount(r.seats)}</td>
              <td className="num">{fmtCount(r.screenings)}</td>
              <td className="num">{fmtCount(r.admissions)}</td>
              <td className="num">{fmtTenthsPct(r.occTenths)}</td>
              <td className="num">{fmtPence(r.takingsPence)}</td>
              <td className="num">{fmtPence(r.avgTicketPence)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="total">
            <th scope="row">All screens</th>
            <td className="num">{fmtCount(all.seats)}</td>
            <td className="num">{fmtCount(all.screenings)}</td>
            <td className="num">{fmtCount(all.admissions)}</td>
            <td className="num">{fmtTenthsPct(all.occTenths)}</td>
            <td className="num">{fmtPence(all.takingsPence)}</td>
            <td className="num">{fmtPence(all.avgTicketPence)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="note">Screens at 40% occupancy or more: {busy} of {rows.length}</p>
    </section>
  );
}
