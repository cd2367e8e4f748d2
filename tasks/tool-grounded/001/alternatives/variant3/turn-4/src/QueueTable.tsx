import { TicketRow } from './helpdesk';

interface Props {
  rows: TicketRow[];
  currentId: string | null;
  selected: Set<string>;
  nameOf: (agentId: string | null) => string;
  onToggle: (ticketId: string, on: boolean) => void;
  onOpen: (ticketId: string) => void;
}

export default function QueueTable({ rows, currentId, selected, nameOf, onToggle, onOpen }: Props) {
  return (
    <table className="queue">
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Subject</th>
          <th scope="col">Customer</th>
          <th scope="col">Priority</th>
          <th scope="col">Status</th>
          <th scope="col">Assignee</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.id} className={currentId === t.id ? 'current' : undefined}>
            <td>
              <span className="id-cell">
                <input
                  type="checkbox"
                  aria-label={`Select ${t.id}`}
                  checked={selected.has(t.id)}
                  onChange={(e) => onToggle(t.id, e.target.checked)}
                />
                <button type="button" className="link mono" onClick={() => onOpen(t.id)}>
                  {t.id}
                </button>
              </span>
            </td>
            <td>{t.subject}</td>
            <td>{t.customer}</td>
            <td>
              <span className={`pill prio-${t.priority}`}>{t.priority}</span>
            </td>
            <td>{t.status}</td>
            <td>{nameOf(t.assignee)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
