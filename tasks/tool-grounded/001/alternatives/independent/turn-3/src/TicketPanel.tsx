import { useEffect, useState } from "react";
import type { Agent, FullTicket, TicketStatus } from "./helpdesk";

const STATUS_CHOICES: TicketStatus[] = ["open", "pending", "resolved", "closed"];

interface Props {
  ticket: FullTicket | null;
  agents: Agent[];
  busy: boolean;
  onStatus: (status: TicketStatus) => void;
  onAssign: (agentId: string) => void;
}

export default function TicketPanel({ ticket, agents, busy, onStatus, onAssign }: Props) {
  const [status, setStatus] = useState<TicketStatus>("open");
  const [agent, setAgent] = useState("");

  useEffect(() => {
    if (ticket) {
      setStatus(ticket.status);
      setAgent("");
    }
  }, [ticket]);

  const nameOf = (id: string | null) => (id ? agents.find((a) => a.id === id)?.name ?? id : "Unassigned");

  return (
    <section className="panel" aria-labelledby="panel-title">
      <h2 id="panel-title">Ticket details</h2>
      {ticket === null ? (
        <p className="hint">Pick a ticket in the queue or type its id to look at it.</p>
      ) : (
        <div className="panel-body">
          <div className="panel-title">
            <span className="tid">{ticket.id}</span>
            <span>{ticket.subject}</span>
          </div>
          <ul className="facts">
            <li>{ticket.customer}</li>
            <li>Priority {ticket.priority}</li>
            <li>Opened {ticket.created_at.slice(0, 10)}</li>
            <li>
              <span>Status:</span> <b>{ticket.status}</b>
            </li>
            <li>
              <span>Assignee:</span> <b>{nameOf(ticket.assignee)}</b>
            </li>
          </ul>
          <div className="control">
            <label htmlFor="status-choice">New status</label>
            <select id="status-choice" value={status} onChange={(e) => setStatus(e.target.value as TicketStatus)}>
              {STATUS_CHOICES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <button type="button" disabled={busy} onClick={() => onStatus(status)}>
              Update status
            </button>
          </div>
          <div className="control">
            <label htmlFor="agent-choice">Assign to</label>
            <select id="agent-choice" value={agent} onChange={(e) => setAgent(e.target.value)}>
              <option value="" disabled>
                Pick an agent…
              </option>
              {agents
                .filter((a) => a.active)
                .map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
            </select>
            <button type="button" disabled={busy || agent === ""} onClick={() => onAssign(agent)}>
              Assign
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
