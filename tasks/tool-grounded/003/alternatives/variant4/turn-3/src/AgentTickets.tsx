import { Agent, Ticket } from './api';

type Props = { agent: Agent; tickets: Ticket[] | null; error: string | null };

export default function AgentTickets({ agent, tickets, error }: Props) {
  return (
    <section className="card">
      <h2>Tickets for {agent.name}</h2>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!tickets ? (
        !error && <p className="muted">Loading tickets…</p>
      ) : tickets.length === 0 ? (
        <p className="muted">{agent.name} has no open or pending tickets.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Subject</th>
              <th scope="col">Priority</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((t) => (
              <tr key={t.id}>
                <td className="mono">{t.id}</td>
                <td>{t.subject}</td>
                <td>{t.priority}</td>
                <td>{t.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
