import type { Agent, TicketRow } from "./helpdesk";
import { agentName } from "./helpdesk";

interface Props {
  rows: TicketRow[];
  agents: Agent[];
  openId: string | null;
  selected: ReadonlySet<string>;
  onOpen: (ticketId: string) => void;
  onToggle: (ticketId: string, checked: boolean) => void;
  emptyText: string;
}

export default function QueueTable({ rows, agents, openId, selected, onOpen, onToggle, emptyText }: Props) {
  if (rows.length === 0) {
    return <p className="empty-note">{emptyText}</p>;
  }
  return (
    <div className="table-wrap">
      <table className="queue">
        <thead>
          <tr>
            <th scope="col" className="pick-cell">
              <span className="sr-only">Selected</span>
            </th>
            <th scope="col">ID</th>
            <th scope="col">Subject</th>
            <th scope="col">Customer</th>
            <th scope="col">Priority</th>
            <th scope="col">Status</th>
            <th scope="col">Assignee</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.id === openId ? "is-open" : undefined}>
              <td className="pick-cell">
                <input
                  type="checkbox"
                  aria-label={`Select ${row.id}`}
                  checked={selected.has(row.id)}
                  onChange={(e) => onToggle(row.id, e.target.checked)}
                />
              </td>
              <th scope="row" className="id-cell">
                <button type="button" className="link-button" onClick={() => onOpen(row.id)}>
                  {row.id}
                </button>
              </th>
              <td>{row.subject}</td>
              <td>{row.customer}</td>
              <td>
                <span className={`pill pri-${row.priority}`}>{row.priority}</span>
              </td>
              <td>{row.status}</td>
              <td className={row.assignee ? "" : "muted"}>{agentName(agents, row.assignee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
