import { formatUsd } from "./money";

export interface AwaitingRow {
  id: string;
  title: string;
  payee: string;
  costCentre: string;
  amount: number;
  draftId: string | null;
}

interface Props {
  rows: AwaitingRow[];
  busy: boolean;
  onRelease: (id: string) => void;
}

export default function AwaitingTable({ rows, busy, onRelease }: Props) {
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
          <th scope="col">Action</th>
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
              <td>
                <button type="button" disabled={busy} onClick={() => onRelease(row.id)}>
                  Release
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
