import type { Agent, TicketSummary } from "./helpdesk";

export const TEAM_CHOICES = [
  { value: "", label: "All teams" },
  { value: "Billing", label: "Billing" },
  { value: "Platform", label: "Platform" },
];

interface Props {
  agents: Agent[] | null;
  live: TicketSummary[];
  team: string;
  onTeam: (team: string) => void;
  onPickAgent: (agentId: string) => void;
}

export function ownedCount(live: TicketSummary[], agentId: string): number {
  return live.filter((t) => t.assignee === agentId).length;
}

function sameTeam(agent: Agent, team: string): boolean {
  return team === "" || agent.team.trim().toLowerCase() === team.toLowerCase();
}

export default function Workload({ agents, live, team, onTeam, onPickAgent }: Props) {
  const rows = agents
    ? agents.filter((a) => sameTeam(a, team)).sort((a, b) => a.name.localeCompare(b.name))
    : [];
  return (
    <section className="card">
      <h2>Workload</h2>
      <div className="toolbar">
        <label htmlFor="team-filter">Team</label>
        <select id="team-filter" value={team} onChange={(e) => onTeam(e.target.value)}>
          {TEAM_CHOICES.map((c) => (
            <option key={c.label} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {agents === null ? (
        <p className="quiet">Reading the agents…</p>
      ) : rows.length === 0 ? (
        <p className="quiet">No agents in this team.</p>
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
                <th scope="row">
                  <button type="button" className="linkish" onClick={() => onPickAgent(agent.id)}>
                    {agent.name}
                  </button>
                </th>
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
