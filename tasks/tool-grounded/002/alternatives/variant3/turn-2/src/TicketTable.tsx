import { TicketSummary } from './desk';

interface Props {
  tickets: TicketSummary[];
  agentName: (id: string | null) => string;
  openId: string | null;
  onOpen: (id: string) => void;
}

export default function TicketTable({ tickets, agentName, openId, onOpen }: Props) {
  if (tickets.length === 0) {
    return <p className="muted">This customer has no tickets.</p>;
  }
  return (
    <div className="table-wrap">
      <table className="tickets">
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
            <tr key={t.id} className={openId === t.id ? 'is-open' : undefined}>
              <td className="tid">
                <button type="button" className="idlink" onClick={() => onOpen(t.id)}>
                  {t.id}
                </button>
              </td>
              <td>{t.subject}</td>
              <td>{t.priority}</td>
              <td>
                <span className={`status status-${t.status}`}>{t.status}</span>
              </td>
              <td>{agentName(t.assignee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
