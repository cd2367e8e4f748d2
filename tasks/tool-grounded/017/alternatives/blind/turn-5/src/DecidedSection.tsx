import type { RequestSummary } from "./api";
import { formatUsd } from "./money";

const STATUS_WORD: Record<RequestSummary["status"], string> = {
  submitted: "Submitted",
  approved: "Approved",
  rejected: "Rejected",
  paid: "Paid",
};

export function decidedLine(r: RequestSummary, draftId: string | undefined): string {
  const parts = [r.id, STATUS_WORD[r.status], formatUsd(r.amount)];
  if (r.status === "rejected" && r.rejection_reason) parts.push(r.rejection_reason);
  if (r.status === "approved" && draftId) parts.push(`Draft ${draftId}`);
  return parts.join(" · ");
}

type Props = {
  items: RequestSummary[];
  drafts: Record<string, string>;
  busy: boolean;
  onDraft: (request: RequestSummary) => void;
};

export default function DecidedSection({ items, drafts, busy, onDraft }: Props) {
  return (
    <section className="card">
      <h2>Decided during cover</h2>
      {items.length === 0 ? (
        <p className="muted">Ingrid has not decided any request on CC-300 or CC-220 yet.</p>
      ) : (
        <ul className="plain">
          {items.map((r) => {
            const draftId = drafts[r.id];
            return (
              <li key={r.id} className="decided-item">
                <span>{decidedLine(r, draftId)}</span>
                {r.status === "approved" && !draftId && (
                  <button type="button" disabled={busy} onClick={() => onDraft(r)}>
                    Prepare draft
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
