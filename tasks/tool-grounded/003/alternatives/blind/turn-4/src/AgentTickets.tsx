import { useEffect, useState } from "react";
import { fetchTickets, problemText } from "./helpdesk";
import type { Agent, TicketSummary } from "./helpdesk";

interface Props {
  agent: Agent;
  /** Changes whenever the dashboard reloads, so the list is read again. */
  refreshKey: number;
  onClose: () => void;
}

/** The agent's open and pending tickets, read live from the helpdesk. */
export default function AgentTickets({ agent, refreshKey, onClose }: Props) {
  const [tickets, setTickets] = useState<TicketSummary[] | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    let stale = false;
    setError("");
    fetchTickets({ assignee: agent.id })
      .then((all) => {
        if (!stale) setTickets(all.filter((t) => t.status === "open" || t.status === "pending"));
      })
      .catch((err) => {
        if (!stale) setError(problemText(err));
      });
    return () => {
      stale = true;
    };
  }, [agent.id, refreshKey]);

  return (
    <section className="card">
      <div className="card-head">
        <h2>Tickets for {agent.name}</h2>
        <button type="button" className="ghost" onClick={onClose}>
          Close list
        </button>
      </div>
      {error && (
        <div role="alert" className="banner-error">
          {error}
        </div>
      )}
      {tickets === null && !error && <p className="quiet">Reading tickets…</p>}
      {tickets !== null && tickets.length === 0 && (
        <p className="quiet">{agent.name} owns no open or pending tickets.</p>
      )}
      {tickets !== null && tickets.length > 0 && (
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
