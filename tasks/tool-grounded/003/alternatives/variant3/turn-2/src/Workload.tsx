import type { Agent, TicketRow } from './helpdesk';
import { isWorkInProgress, teamLabel } from './helpdesk';

export const TEAM_CHOICES = ['Billing', 'Platform'];

interface Props {
  agents: Agent[];
  tickets: TicketRow[];
  team: string;
  onTeamChange: (team: string) => void;
  onPickAgent: (agent: Agent) => void;
}

export default function Workload({ agents, tickets, team, onTeamChange, onPickAgent }: Props) {
  const owned = new Map<string, number>();
  for (const t of tickets) {
    if (t.assignee && isWorkInProgress(t.status)) {
      owned.set(t.assignee, (owned.get(t.assignee) ?? 0) + 1);
    }
  }
  const shown = team ? agents.filter((a) => a.team.toLowerCase() === team.toLowerCase()) : agents;
  return (
    <section className="panel">
      <h2>Workload</h2>
      <div className="toolbar">
        <label className="field-inline">
          Team
          <select value={team} onChange={(e) => onTeamChange(e.target.value)}>
            <option value="">All teams</option>
            {TEAM_CHOICES.map((t) => (
              <option key={t} value={t}>{t}</option>
            ))}
          </select>
        </label>
      </div>
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
          {shown.map((a) => (
            <tr key={a.id} className={a.active ? '' : 'dimmed'}>
              <td>
                <button type="button" className="linkish" onClick={() => onPickAgent(a)}>
                  {a.name}
                </button>
              </td>
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
