import { TicketSummary } from './desk';

interface Props {
  tickets: TicketSummary[];
  agentName: (id: string | null) => string;
}

export default function TicketTable({ tickets, agentName }: Props) {
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
            <tr key={t.id}>
              <td className="tid">{t.id}</td>
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
