import type { RequestSummary } from "./api";
import { capitalise, formatUsd } from "./money";

type Props = {
  requests: RequestSummary[];
  limits: Record<string, number>;
  checkingId: string | null;
  onCheck: (request: RequestSummary) => void;
};

export function policyVerdict(amount: number, limit: number | undefined): string {
  if (limit === undefined) return "Within limit";
  return amount > limit ? "Over limit" : "Within limit";
}

export default function WaitingTable({ requests, limits, checkingId, onCheck }: Props) {
  if (requests.length === 0) {
    return <p className="muted">Nothing is waiting for a decision.</p>;
  }
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Request</th>
          <th scope="col">Title</th>
          <th scope="col">Requester</th>
          <th scope="col">Cost centre</th>
          <th scope="col">Category</th>
          <th scope="col" className="num">Amount</th>
          <th scope="col">Policy</th>
          <th scope="col">Review</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {requests.map((r) => {
          const verdict = policyVerdict(r.amount, limits[r.category]);
          return (
            <tr key={r.id} className={checkingId === r.id ? "row-active" : undefined}>
              <td className="mono">{r.id}</td>
              <td>{r.title}</td>
              <td>{r.requester}</td>
              <td className="mono">{r.cost_centre}</td>
              <td>{capitalise(r.category)}</td>
              <td className="num">{formatUsd(r.amount)}</td>
              <td>
                <span className={verdict === "Over limit" ? "tag tag-bad" : "tag tag-ok"}>{verdict}</span>
              </td>
              <td className="review">{r.flagged ? `Flagged: ${r.flag_note ?? ""}` : ""}</td>
              <td className="action">
                <button type="button" className="secondary" onClick={() => onCheck(r)}>
                  Check
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
