import type { RequestSummary } from "./api";
import { formatUsd } from "./money";

const STATUS_WORD: Record<RequestSummary["status"], string> = {
  submitted: "Submitted",
  approved: "Approved",
  rejected: "Rejected",
  paid: "Paid",
};

export function decidedLine(r: RequestSummary): string {
  const parts = [r.id, STATUS_WORD[r.status], formatUsd(r.amount)];
  if (r.status === "rejected" && r.rejection_reason) parts.push(r.rejection_reason);
  return parts.join(" · ");
}

export default function DecidedSection({ items }: { items: RequestSummary[] }) {
  return (
    <section className="card">
      <h2>Decided during cover</h2>
      {items.length === 0 ? (
        <p className="muted">Ingrid has not decided any request on CC-300 or CC-220 yet.</p>
      ) : (
        <ul className="plain">
          {items.map((r) => (
            <li key={r.id}>{decidedLine(r)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
