import type { Agent, TicketRow } from "./helpdesk";
import { agentName } from "./helpdesk";

interface Props {
  rows: TicketRow[];
  agents: Agent[];
  openId: string | null;
  onOpen: (ticketId: string) => void;
}

export default function QueueTable({ rows, agents, openId, onOpen }: Props) {
  if (rows.length === 0) {
    return <p className="empty-note">No active tickets right now.</p>;
  }
  return (
    <div className="table-wrap">
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
          {rows.map((row) => (
            <tr key={row.id} className={row.id === openId ? "is-open" : undefined}>
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
