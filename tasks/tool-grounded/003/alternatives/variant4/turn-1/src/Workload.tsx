import { useMemo } from 'react';
import { Agent, Ticket, byName, countActiveFor } from './api';

type Props = { agents: Agent[]; tickets: Ticket[] };

export default function Workload({ agents, tickets }: Props) {
  const rows = useMemo(
    () =>
      [...agents]
        .sort(byName)
        .map((agent) => ({ agent, load: countActiveFor(tickets, agent.id) })),
    [agents, tickets],
  );

  return (
    <section className="card">
      <h2>Workload</h2>
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
          {rows.map(({ agent, load }) => (
            <tr key={agent.id}>
              <td>{agent.name}</td>
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
