import type { CentreFigures } from './approvals';
import { formatShare, formatUsdCents } from './money';

interface Props {
  centres: CentreFigures[];
}

export default function CentreTable({ centres }: Props) {
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
          <th scope="col" className="amt">Share approved</th>
        </tr>
      </thead>
      <tbody>
        {centres.map((c) => (
          <tr key={c.id}>
            <td className="code">{c.id}</td>
            <td>{c.name}</td>
            <td>{c.owner}</td>
            <td className="amt">{formatUsdCents(c.budgetCents)}</td>
            <td className="amt">{formatUsdCents(c.approvedCents)}</td>
            <td className="amt">{formatUsdCents(c.remainingCents)}</td>
            <td className="amt">{formatShare(c.approvedCents, c.budgetCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
