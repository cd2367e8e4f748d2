import { agentName } from "./helpdesk";
import type { Agent, Ticket } from "./helpdesk";

function linkedCount(n: number): string {
  if (n === 0) return "No linked tickets";
  return n === 1 ? "1 linked ticket" : `${n} linked tickets`;
}

type Props = {
  linked: Ticket[] | null;
  agents: Agent[];
  message: string;
  actionMessage: string;
  busy: boolean;
  assignChoice: Record<string, string>;
  onChooseAgent: (ticketId: string, agentId: string) => void;
  onAssign: (ticketId: string) => void;
};

export default function LinkedTickets(props: Props) {
  const { linked, agents, message, actionMessage, busy, assignChoice, onChooseAgent, onAssign } = props;
  const active = agents.filter((a) => a.active);
  return (
    <section className="panel" aria-labelledby="linked-heading">
      <h2 id="linked-heading">Linked tickets</h2>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
      {actionMessage && (
        <p className="message" role="status">
          {actionMessage}
        </p>
      )}
      {linked === null ? (
        <p className="muted">Reading the helpdesk…</p>
      ) : (
        <>
          <p className="count-line">{linkedCount(linked.length)}</p>
          {linked.length > 0 && (
            <table>
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Status</th>
                  <th scope="col">Assignee</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {linked.map((ticket) => {
                  const selectId = `assign-${ticket.id}`;
                  return (
                    <tr key={ticket.id}>
                      <td>{ticket.id}</td>
                      <td>{ticket.subject}</td>
                      <td>{ticket.status}</td>
                      <td>{agentName(agents, ticket.assignee)}</td>
                      <td className="actions">
                        <label htmlFor={selectId}>Assign to</label>{" "}
                        <select
                          id={selectId}
                          value={assignChoice[ticket.id] ?? active[0]?.id ?? ""}
                          onChange={(e) => onChooseAgent(ticket.id, e.target.value)}
                        >
                          {active.map((agent) => (
                            <option key={agent.id} value={agent.id}>
                              {agent.name}
                            </option>
                          ))}
                        </select>{" "}
                        <button type="button" disabled={busy || active.length === 0} onClick={() => onAssign(ticket.id)}>
                          Assign
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
