import { TicketSummary } from './desk';
import { Deadline, utcStamp } from './sla';

interface Props {
  tickets: TicketSummary[];
  agentName: (id: string | null) => string;
  openId: string | null;
  onOpen: (id: string) => void;
  /** null = no target (resolved/closed), undefined = still reading the ticket. */
  deadlineOf: (t: TicketSummary) => Deadline | null | undefined;
}

export default function TicketTable({ tickets, agentName, openId, onOpen, deadlineOf }: Props) {
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
            <th>Respond by</th>
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
              <RespondBy status={t.status} deadline={deadlineOf(t)} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RespondBy({ status, deadline }: { status: string; deadline: Deadline | null | undefined }) {
  if (status !== 'open' && status !== 'pending') {
    return <td className="when">—</td>;
  }
  if (!deadline) {
    return <td className="when muted">…</td>;
  }
  return (
    <td className="when">
      {utcStamp(deadline.at)}
      {deadline.overdue && (
        <>
          {' '}
          <strong className="late">Overdue</strong>
        </>
      )}
    </td>
  );
}
