import type { Agent, TicketSummary } from "./api";
import { assigneeName } from "./format";

interface Props {
  customer: string;
  tickets: TicketSummary[];
  agents: Agent[];
  activeId: string | null;
  onOpen: (ticketId: string) => void;
}

export default function TicketTable({ customer, tickets, agents, activeId, onOpen }: Props) {
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
          </tr>
        ))}
      </tbody>
    </table>
  );
}
