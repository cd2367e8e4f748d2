import type { CentreRow } from "../lib/tools";
import { percent, usd } from "../lib/format";

type Props = { rows: CentreRow[]; viewing: string | null; onView: (id: string) => void };

export default function CentreTable({ rows, viewing, onView }: Props) {
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
              Pending
            </th>
            <th scope="col" className="amount">
              Approved share
            </th>
            <th scope="col">Requests</th>
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
              <td className="amount">{usd(r.pending)}</td>
              <td className="amount">{percent(r.approved, r.budget)}</td>
              <td>
                <button
                  type="button"
                  className={viewing === r.id ? "" : "plain"}
                  aria-pressed={viewing === r.id}
                  onClick={() => onView(r.id)}
                >
                  View requests
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
