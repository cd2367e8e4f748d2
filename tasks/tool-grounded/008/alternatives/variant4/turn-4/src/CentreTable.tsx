import { CentreFigures } from './api';
import { approvedShare, atRisk, money } from './format';

interface Props {
  rows: CentreFigures[];
  selected: string | null;
  onView: (id: string) => void;
}

export default function CentreTable({ rows, selected, onView }: Props) {
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Name</th>
          <th scope="col">Owner</th>
          <th scope="col" className="num">Annual budget</th>
          <th scope="col" className="num">Approved</th>
          <th scope="col" className="num">Remaining</th>
          <th scope="col" className="num">Approved %</th>
          <th scope="col" className="num">Pending</th>
          <th scope="col">Status</th>
          <th scope="col"><span className="sr-only">Requests</span></th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const risky = atRisk(r.approved, r.budget);
          return (
            <tr key={r.id} className={r.id === selected ? 'current' : undefined}>
              <td>{r.id}</td>
              <td>{r.name}</td>
              <td>{r.owner}</td>
              <td className="num">{money(r.budget)}</td>
              <td className="num">{money(r.approved)}</td>
              <td className="num">{money(r.remaining)}</td>
              <td className="num">{approvedShare(r.approved, r.budget)}</td>
              <td className="num">{money(r.pending)}</td>
              <td>{risky ? <strong className="risk">At risk</strong> : 'On track'}</td>
              <td>
                <button type="button" className="link" onClick={() => onView(r.id)}>
                  View requests
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
