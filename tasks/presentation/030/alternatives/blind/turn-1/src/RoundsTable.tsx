import type { Round } from "./data";
import { fmtCount, fmtRate } from "./format";
import { rateTenths, totals } from "./rates";

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
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td>{fmtCount(r.out)}</td>
            <td>{fmtCount(r.delivered)}</td>
            <td>{fmtRate(rateTenths(r))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All rounds</th>
          <td>{fmtCount(all.out)}</td>
          <td>{fmtCount(all.delivered)}</td>
          <td>{fmtRate(rateTenths(all))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
