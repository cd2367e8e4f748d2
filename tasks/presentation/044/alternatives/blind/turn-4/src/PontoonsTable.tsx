import type { Pontoon } from "./data";
import { marinaTotals, sortedRows } from "./calc";
import { fmtCount, fmtPct, fmtRatio } from "./format";

export default function PontoonsTable({ pontoons }: { pontoons: Pontoon[] }) {
  const rows = sortedRows(pontoons);
  const all = marinaTotals(pontoons);

  return (
    <section className="block" aria-labelledby="pontoons-title">
      <h2 id="pontoons-title">Pontoons</h2>
      <table className="tbl">
        <thead>
          <tr>
            <th scope="col">Pontoon</th>
            <th scope="col" className="n">Berths</th>
            <th scope="col" className="n">Let</th>
            <th scope="col" className="n">Vacant</th>
            <th scope="col" className="n">Occupancy</th>
            <th scope="col" className="n">Visitor nights</th>
            <th scope="col" className="n">Nights per vacant berth</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row">{r.name}</th>
              <td className="n">{fmtCount(r.berths)}</td>
              <td className="n">{fmtCount(r.let)}</td>
              <td className="n">{fmtCount(r.vacant)}</td>
              <td className="n">{fmtPct(r.occTenths)}</td>
              <td className="n">{fmtCount(r.visitorNights)}</td>
              <td className="n">{fmtRatio(r.visitorNights, r.vacant)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All pontoons</th>
            <td className="n">{fmtCount(all.berths)}</td>
            <td className="n">{fmtCount(all.let)}</td>
            <td className="n">{fmtCount(all.vacant)}</td>
            <td className="n">{fmtPct(all.occTenths)}</td>
            <td className="n">{fmtCount(all.visitorNights)}</td>
            <td className="n">{fmtRatio(all.visitorNights, all.vacant)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="line">Visitor nights in September: {fmtCount(all.visitorNights)}</p>
    </section>
  );
}
