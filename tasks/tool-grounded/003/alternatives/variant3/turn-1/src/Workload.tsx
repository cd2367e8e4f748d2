import type { Agent, TicketRow } from './helpdesk';
import { isWorkInProgress, teamLabel } from './helpdesk';

interface Props {
  agents: Agent[];
  tickets: TicketRow[];
}

export default function Workload({ agents, tickets }: Props) {
  const owned = new Map<string, number>();
  for (const t of tickets) {
    if (t.assignee && isWorkInProgress(t.status)) {
      owned.set(t.assignee, (owned.get(t.assignee) ?? 0) + 1);
    }
  }
  return (
    <section className="panel">
      <h2>Workload</h2>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">Agent</th>
            <th scope="col">Team</th>
            <th scope="col" className="num">Active tickets</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {agents.map((a) => (
            <tr key={a.id} className={a.active ? '' : 'dimmed'}>
              <td>{a.name}</td>
              <td>{teamLabel(a.team)}</td>
              <td className="num">{owned.get(a.id) ?? 0}</td>
              <td>{a.active ? 'Active' : 'Inactive'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
