import type { CentreRow } from "../lib/tools";
import { percent, usd } from "../lib/format";

type Props = { rows: CentreRow[] };

export default function CentreTable({ rows }: Props) {
  return (
    <div className="scroller">
      <table className="figures">
        <thead>
          <tr>
            <th scope="col">Cost centre</th>
            <th scope="col">Name</th>
            <th scope="col">Owner</th>
            <th scope="col" className="amount">
              Annual budget
            </th>
            <th scope="col" className="amount">
              Approved
            </th>
            <th scope="col" className="amount">
              Remaining
            </th>
            <th scope="col" className="amount">
              Approved share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.id}</td>
              <td>{r.name}</td>
              <td>{r.owner}</td>
              <td className="amount">{usd(r.budget)}</td>
              <td className="amount">{usd(r.approved)}</td>
              <td className="amount">{usd(r.remaining)}</td>
              <td className="amount">{percent(r.approved, r.budget)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
