import type { Round } from "./data";
import { fmtCount, fmtPounds, fmtRate } from "./format";
import { missed, rateTenths, redeliveryPence, status, totalRedeliveryPence, totals } from "./rates";

export default function RoundsTable({ rounds }: { rounds: Round[] }) {
  const all = totals(rounds);
  return (
    <table className="rounds">
      <thead>
        <tr>
          <th scope="col">Round</th>
          <th scope="col">Parcels out</th>
          <th scope="col">Delivered first time</th>
          <th scope="col">First-attempt rate</th>
          <th scope="col">Missed</th>
          <th scope="col" className="status-head">Status</th>
          <th scope="col">Redelivery cost</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td>{fmtCount(r.out)}</td>
            <td>{fmtCount(r.delivered)}</td>
            <td>{fmtRate(rateTenths(r))}</td>
            <td>{fmtCount(missed(r))}</td>
            <td className="status-cell">{status(r)}</td>
            <td>{fmtPounds(redeliveryPence(r))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All rounds</th>
          <td>{fmtCount(all.out)}</td>
          <td>{fmtCount(all.delivered)}</td>
          <td>{fmtRate(rateTenths(all))}</td>
          <td>{fmtCount(missed(all))}</td>
          <td></td>
          <td>{fmtPounds(totalRedeliveryPence(rounds))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
