import { useMemo, useState } from 'react';
import { Agent, Ticket, byName, countActiveFor } from './api';

type Props = { agents: Agent[]; tickets: Ticket[]; onPick: (agent: Agent) => void };

const TEAMS = ['Billing', 'Platform'];

export default function Workload({ agents, tickets, onPick }: Props) {
  const [team, setTeam] = useState('all');

  const rows = useMemo(
    () =>
      [...agents]
        .sort(byName)
        .map((agent) => ({ agent, load: countActiveFor(tickets, agent.id) })),
    [agents, tickets],
  );

  const visible = rows.filter((r) => team === 'all' || r.agent.team.toLowerCase() === team.toLowerCase());

  return (
    <section className="card">
      <h2>Workload</h2>
      <div className="toolbar">
        <div className="field inline">
          <label htmlFor="team">Team</label>
          <select id="team" value={team} onChange={(e) => setTeam(e.target.value)}>
            <option value="all">All teams</option>
            {TEAMS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      </div>
      <table>
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
          {visible.map(({ agent, load }) => (
            <tr key={agent.id}>
              <td>
                <button type="button" className="link" onClick={() => onPick(agent)}>
                  {agent.name}
                </button>
              </td>
              <td>{agent.team}</td>
              <td className="num">{load}</td>
              <td>
                <span className={agent.active ? 'pill on' : 'pill off'}>{agent.active ? 'Active' : 'Inactive'}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
