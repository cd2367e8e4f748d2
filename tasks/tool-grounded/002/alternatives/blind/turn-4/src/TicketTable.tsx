import type { Agent, TicketSummary } from "./api";
import { assigneeName } from "./format";
import type { SlaTargets } from "./sla";
import { isLive, isOverdue, respondBy, utcMinute } from "./sla";

interface Props {
  customer: string;
  tickets: TicketSummary[];
  agents: Agent[];
  activeId: string | null;
  onOpen: (ticketId: string) => void;
  createdAt: Record<string, string>;
  targets: SlaTargets | null;
  now: number;
}

export default function TicketTable({
  customer,
  tickets,
  agents,
  activeId,
  onOpen,
  createdAt,
  targets,
  now,
}: Props) {
  function deadlineCell(t: TicketSummary) {
    if (!isLive(t.status)) return <span>—</span>;
    if (!targets || !createdAt[t.id]) return <span className="note">…</span>;
    const due = respondBy(createdAt[t.id], t.priority, targets);
    if (due === null) return <span className="note">no target</span>;
    return (
      <>
        <span className="mono">{utcMinute(due)}</span>
        {isOverdue(due, now) && (
          <>
            {" "}
            <strong className="overdue">Overdue</strong>
          </>
        )}
      </>
    );
  }

  if (tickets.length === 0) {
    return <p className="note">{customer} has no tickets.</p>;
  }
  return (
    <table className="tickets">
      <caption className="visually-hidden">Tickets of {customer}</caption>
      <thead>
        <tr>
          <th>ID</th>
          <th>Subject</th>
          <th>Priority</th>
          <th>Status</th>
          <th>Assignee</th>
          <th>Respond by</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((t) => (
          <tr key={t.id} className={t.id === activeId ? "current" : undefined}>
            <td className="mono">
              <button type="button" className="id-button" onClick={() => onOpen(t.id)}>
                {t.id}
              </button>
            </td>
            <td>{t.subject}</td>
            <td>{t.priority}</td>
            <td>
              <span className={`status status-${t.status}`}>{t.status}</span>
            </td>
            <td>{assigneeName(agents, t.assignee)}</td>
            <td>{deadlineCell(t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
