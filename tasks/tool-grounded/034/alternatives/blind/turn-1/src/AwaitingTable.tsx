import { formatUsd } from "./money";

export interface AwaitingRow {
  id: string;
  title: string;
  payee: string;
  costCentre: string;
  amount: number;
  draftId: string | null;
}

export default function AwaitingTable({ rows }: { rows: AwaitingRow[] }) {
  if (rows.length === 0) return <p className="empty">No approved request is awaiting release.</p>;
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Request</th>
          <th scope="col">Title</th>
          <th scope="col">Payee</th>
          <th scope="col">Cost centre</th>
          <th scope="col" className="num">Amount</th>
          <th scope="col">Draft</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          return (
            <tr key={row.id}>
              <td className="mono">{row.id}</td>
              <td>{row.title}</td>
              <td>{row.payee}</td>
              <td className="mono">{row.costCentre}</td>
              <td className="num">{formatUsd(row.amount)}</td>
              <td className={row.draftId ? "mono" : "muted"}>{row.draftId ?? "No draft"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
