import type { Exhibition } from "./data";
import { fmtCount, fmtPct } from "./format";
import { byVisitorsMostFirst, responseRate, sum } from "./stats";

export default function ExhibitionTable({ list }: { list: Exhibition[] }) {
  const rows = byVisitorsMostFirst(list);
  const totalVisitors = sum(list, (e) => e.visitors);
  const totalForms = sum(list, (e) => e.forms);
  // The season's rate: all forms over all visitors, not a mean of the six rates.
  const seasonRate = responseRate(totalForms, totalVisitors);

  return (
    <section className="card" aria-labelledby="visitors-heading">
      <h2 id="visitors-heading">Exhibition visitors</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Exhibition</th>
            <th scope="col" className="num">Visitors</th>
            <th scope="col" className="num">Feedback forms</th>
            <th scope="col" className="num">Response rate</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.name}>
              <th scope="row">{e.name}</th>
              <td className="num">{fmtCount(e.visitors)}</td>
              <td className="num">{fmtCount(e.forms)}</td>
              <td className="num">{fmtPct(responseRate(e.forms, e.visitors))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="total-row">
            <th scope="row">All exhibitions</th>
            <td className="num">{fmtCount(totalVisitors)}</td>
            <td className="num">{fmtCount(totalForms)}</td>
            <td className="num">{fmtPct(seasonRate)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
