import { RESUBMIT_SUFFIX, type Approver, type RequestRow } from "./api";

interface Props {
  requests: RequestRow[] | null;
  approvers: Approver[];
  onResubmit: (request: RequestRow) => void;
}

export default function AttentionSection({ requests, approvers, onResubmit }: Props) {
  const items = (requests ?? []).filter((r) => r.status === "rejected" || (r.status === "submitted" && r.flagged));
  const approverName = (id: string | null) => {
    if (!id) return "an approver";
    return approvers.find((a) => a.id === id)?.name ?? id;
  };
  const resubmission = (r: RequestRow) =>
    (requests ?? []).find((other) => other.title === `${r.title}${RESUBMIT_SUFFIX}`);

  return (
    <section className="panel" aria-labelledby="attention-heading">
      <h2 id="attention-heading">Needs attention</h2>
      {requests === null ? (
        <p className="muted">Reading the requests…</p>
      ) : items.length === 0 ? (
        <p>Nothing needs attention</p>
      ) : (
        <ul className="attention">
          {items.map((r) => {
            const replacement = r.status === "rejected" ? resubmission(r) : undefined;
            return (
              <li key={r.id} className="attention-item">
                <div className="attention-head">
                  <strong>{r.id}</strong> <span>{r.title}</span>
                </div>
                <p className="attention-line">
                  {r.status === "rejected"
                    ? `Rejected by ${approverName(r.decided_by)}: ${r.rejection_reason ?? ""}`
                    : `Flagged by finance: ${r.flag_note ?? ""}`}
                </p>
                {r.status === "rejected" &&
                  (replacement ? (
                    <p className="attention-line">Resubmitted as {replacement.id}</p>
                  ) : (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => onResubmit(r)}
                    >
                      Resubmit
                    </button>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
