import { capacityOf, loadOf } from "./helpdesk";
import type { Agent, TicketSummary } from "./helpdesk";

type Props = {
  agents: Agent[];
  tickets: TicketSummary[] | null;
};

export default function Responders({ agents, tickets }: Props) {
  const active = agents.filter((a) => a.active);
  return (
    <section className="panel" aria-labelledby="responders-heading">
      <h2 id="responders-heading">Responders</h2>
      {tickets === null ? (
        <p className="muted">Reading the helpdesk…</p>
      ) : active.length === 0 ? (
        <p className="muted">No active agents</p>
      ) : (
        <ul className="responders">
          {active.map((agent) => (
            <li key={agent.id}>
              {agent.name}: {loadOf(agent.id, tickets)} of {capacityOf(agent)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
