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

/** The active agent with the fewest open and pending tickets; ties go alphabetically by name. */
export function suggestedOwner(agents: Agent[], live: TicketSummary[]): Agent | null {
  let best: Agent | null = null;
  let bestLoad = Infinity;
  for (const agent of agents) {
    if (!agent.active) continue;
    const load = ownedCount(live, agent.id);
    if (load < bestLoad || (load === bestLoad && best !== null && agent.name.localeCompare(best.name) < 0)) {
      best = agent;
      bestLoad = load;
    }
  }
  return best;
}

function sameTeam(agent: Agent, team: string): boolean {
  return team === "" || agent.team.trim().toLowerCase() === team.toLowerCase();
}

export default function Workload({ agents, live, team, onTeam, onPickAgent }: Props) {
  const rows = agents
    ? agents.filter((a) => sameTeam(a, team)).sort((a, b) => a.name.localeCompare(b.name))
    : [];
  const suggestion = agents ? suggestedOwner(agents, live) : null;
  return (
    <section className="card">
      <h2>Workload</h2>
      {agents !== null && (
        <p className="suggest">Suggested owner: {suggestion ? suggestion.name : "no active agent"}</p>
      )}
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
