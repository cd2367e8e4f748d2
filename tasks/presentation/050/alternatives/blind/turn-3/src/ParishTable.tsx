import type { Parish } from "./data";
import { formatCount, formatTenths, planTenths, status } from "./format";

export default function ParishTable({ parishes }: { parishes: Parish[] }) {
  const rows = [...parishes].sort((a, b) => b.connected - a.connected);
  const planned = parishes.reduce((sum, p) => sum + p.planned, 0);
  const connected = parishes.reduce((sum, p) => sum + p.connected, 0);
  const allTenths = planTenths(connected, planned);

  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Parish</th>
            <th scope="col" className="num">Planned</th>
            <th scope="col" className="num">Connected</th>
            <th scope="col" className="num">Against plan</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => {
            const tenths = planTenths(p.connected, p.planned);
            return (
              <tr key={p.name}>
                <th scope="row">{p.name}</th>
                <td className="num">{formatCount(p.planned)}</td>
                <td className="num">{formatCount(p.connected)}</td>
                <td className="num">{formatTenths(tenths)}</td>
                <td>{status(tenths)}</td>
              </tr>
            );
          })}
          <tr className="total-row">
            <th scope="row">All parishes</th>
            <td className="num">{formatCount(planned)}</td>
            <td className="num">{formatCount(connected)}</td>
            <td className="num">{formatTenths(allTenths)}</td>
            <td>{status(allTenths)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
