import type { Agent, TicketSummary } from "./helpdesk";

interface Props {
  agents: Agent[] | null;
  live: TicketSummary[];
}

export function ownedCount(live: TicketSummary[], agentId: string): number {
  return live.filter((t) => t.assignee === agentId).length;
}

export default function Workload({ agents, live }: Props) {
  const rows = agents ? [...agents].sort((a, b) => a.name.localeCompare(b.name)) : [];
  return (
    <section className="card">
      <h2>Workload</h2>
      {agents === null ? (
        <p className="quiet">Reading the agents…</p>
      ) : rows.length === 0 ? (
        <p className="quiet">The helpdesk lists no agents.</p>
      ) : (
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">Agent</th>
              <th scope="col">Team</th>
              <th scope="col" className="num">
                Active tickets
              </th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((agent) => (
              <tr key={agent.id} className={agent.active ? undefined : "inactive-row"}>
                <th scope="row">{agent.name}</th>
                <td>{agent.team}</td>
                <td className="num">{ownedCount(live, agent.id)}</td>
                <td>{agent.active ? "Active" : "Inactive"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
