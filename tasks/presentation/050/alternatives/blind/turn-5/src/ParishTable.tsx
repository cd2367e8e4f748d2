import type { Parish } from "./data";
import { formatCount, formatTenths, planTenths, status } from "./format";

function leftToConnect(p: Parish): number {
  return Math.max(0, p.inScope - p.connected);
}

export default function ParishTable({ parishes }: { parishes: Parish[] }) {
  const rows = [...parishes].sort((a, b) => b.connected - a.connected);
  const planned = parishes.reduce((sum, p) => sum + p.planned, 0);
  const connected = parishes.reduce((sum, p) => sum + p.connected, 0);
  const inScope = parishes.reduce((sum, p) => sum + p.inScope, 0);
  const left = parishes.reduce((sum, p) => sum + leftToConnect(p), 0);
  const allTenths = planTenths(connected, planned);
  const fullyConnected = parishes.filter((p) => leftToConnect(p) === 0).length;

  return (
    <>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Parish</th>
              <th scope="col" className="num">Planned</th>
              <th scope="col" className="num">Connected</th>
              <th scope="col" className="num">Left to connect</th>
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
                  <td className="num">{formatCount(leftToConnect(p))}</td>
                  <td className="num">{formatTenths(tenths)}</td>
                  <td>{status(tenths)}</td>
                </tr>
              );
            })}
            <tr className="total-row">
              <th scope="row">All parishes</th>
              <td className="num">{formatCount(planned)}</td>
              <td className="num">{formatCount(connected)}</td>
              <td className="num">{formatCount(left)}</td>
              <td className="num">{formatTenths(allTenths)}</td>
              <td>{status(allTenths)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <ul className="lines">
        <li>Connected so far: {formatTenths(planTenths(connected, inScope))}</li>
        <li>
          Fully connected parishes: {fullyConnected} of {parishes.length}
        </li>
      </ul>
    </>
  );
}
