import type { CentreFigures } from './approvals';
import { formatShare, formatUsdCents } from './money';

interface Props {
  centres: CentreFigures[];
  viewing: string;
  onView: (id: string) => void;
}

export default function CentreTable({ centres, viewing, onView }: Props) {
  return (
    <table className="ledger">
      <thead>
        <tr>
          <th scope="col">Cost centre</th>
          <th scope="col">Name</th>
          <th scope="col">Owner</th>
          <th scope="col" className="amt">Annual budget</th>
          <th scope="col" className="amt">Approved total</th>
          <th scope="col" className="amt">Remaining</th>
          <th scope="col" className="amt">Pending</th>
          <th scope="col" className="amt">Share approved</th>
          <th scope="col"><span className="sr-only">Requests</span></th>
        </tr>
      </thead>
      <tbody>
        {centres.map((c) => (
          <tr key={c.id} className={c.id === viewing ? 'picked' : undefined}>
            <td className="code">{c.id}</td>
            <td>{c.name}</td>
            <td>{c.owner}</td>
            <td className="amt">{formatUsdCents(c.budgetCents)}</td>
            <td className="amt">{formatUsdCents(c.approvedCents)}</td>
            <td className="amt">{formatUsdCents(c.remainingCents)}</td>
            <td className="amt">{formatUsdCents(c.pendingCents)}</td>
            <td className="amt">{formatShare(c.approvedCents, c.budgetCents)}</td>
            <td>
              <button type="button" className="action action-small" onClick={() => onView(c.id)}>
                View requests
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
