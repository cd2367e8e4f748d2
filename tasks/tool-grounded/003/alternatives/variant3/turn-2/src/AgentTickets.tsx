import type { Agent, TicketRow } from './helpdesk';

interface Props {
  agent: Agent;
  tickets: TicketRow[] | null;
  error: string;
  onClose: () => void;
}

export default function AgentTickets({ agent, tickets, error, onClose }: Props) {
  return (
    <section className="panel">
      <div className="panel-head">
        <h2>Tickets for {agent.name}</h2>
        <button type="button" className="btn btn-quiet" onClick={onClose}>Close list</button>
      </div>
      {error && <p role="alert" className="notice notice-bad">{error}</p>}
      {tickets === null ? (
        <p className="muted">Reading tickets…</p>
      ) : tickets.length === 0 ? (
        <p className="muted">{agent.name} has no open or pending tickets.</p>
      ) : (
        <table className="grid">
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
