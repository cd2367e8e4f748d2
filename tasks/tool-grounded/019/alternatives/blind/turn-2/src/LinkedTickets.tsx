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
};

export default function LinkedTickets({ linked, agents, message }: Props) {
  return (
    <section className="panel" aria-labelledby="linked-heading">
      <h2 id="linked-heading">Linked tickets</h2>
      {message && (
        <p className="message" role="alert">
          {message}
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
                </tr>
              </thead>
              <tbody>
                {linked.map((ticket) => (
                  <tr key={ticket.id}>
                    <td>{ticket.id}</td>
                    <td>{ticket.subject}</td>
                    <td>{ticket.status}</td>
                    <td>{agentName(agents, ticket.assignee)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
