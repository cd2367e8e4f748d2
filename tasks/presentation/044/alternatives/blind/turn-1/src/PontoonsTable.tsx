import type { Pontoon } from "./data";
import { marinaTotals, sortedRows } from "./calc";
import { fmtCount, fmtPct } from "./format";

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
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
