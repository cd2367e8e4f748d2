import { useState } from "react";
import type { FormEvent } from "react";
import { STATUS_CHOICES, agentName, dayOf } from "./helpdesk";
import type { Agent, Status, Ticket } from "./helpdesk";

interface Props {
  ticket: Ticket | null;
  agents: Agent[];
  loading: boolean;
  busy: boolean;
  alert: string;
  onOpen: (ticketId: string) => void;
  onChangeStatus: (status: Status) => void;
  onAssign: (agentId: string) => void;
}

export default function TicketDetails({
  ticket,
  agents,
  loading,
  busy,
  alert,
  onOpen,
  onChangeStatus,
  onAssign,
}: Props) {
  const [lookup, setLookup] = useState("");

  function submitLookup(event: FormEvent) {
    event.preventDefault();
    const wanted = lookup.trim();
    if (wanted) onOpen(wanted);
  }

  const activeAgents = agents.filter((a) => a.active);
  const versionKey = ticket ? `${ticket.id}|${ticket.status}|${ticket.assignee ?? ""}|${ticket.updated_at}` : "";

  return (
    <section className="details card">
      <h2>Ticket details</h2>

      <form className="lookup" onSubmit={submitLookup}>
        <label htmlFor="lookup-id">Ticket ID</label>
        <div className="lookup-row">
          <input
            id="lookup-id"
            type="text"
            value={lookup}
            placeholder="e.g. T-2001"
            onChange={(e) => setLookup(e.target.value)}
          />
          <button type="submit" disabled={!lookup.trim()}>
            Open ticket
          </button>
        </div>
      </form>

      {alert && (
        <p role="alert" className="alert">
          {alert}
        </p>
      )}

      {loading && !ticket && <p className="muted">Loading ticket…</p>}

      {!ticket && !loading && (
        <p className="muted">Choose a ticket id in the table, or type one above, to see it here.</p>
      )}

      {ticket && (
        <article className="ticket-card">
          <p className="ticket-id">{ticket.id}</p>
          <h3 className="ticket-subject">{ticket.subject}</h3>
          <p>Customer: {ticket.customer}</p>
          <p>Opened {dayOf(ticket.created_at)}</p>
          <p>Status: {ticket.status}</p>
          <p>Assignee: {agentName(agents, ticket.assignee)}</p>

          <StatusChanger key={`s|${versionKey}`} current={ticket.status} busy={busy} onSubmit={onChangeStatus} />
          <AgentPicker
            key={`a|${versionKey}`}
            agents={activeAgents}
            current={ticket.assignee ?? null}
            busy={busy}
            onSubmit={onAssign}
          />
        </article>
      )}
    </section>
  );
}

function StatusChanger({
  current,
  busy,
  onSubmit,
}: {
  current: Status;
  busy: boolean;
  onSubmit: (status: Status) => void;
}) {
  const [choice, setChoice] = useState<Status>(current);
  return (
    <div className="action-row">
      <label htmlFor="new-status">New status</label>
      <select id="new-status" value={choice} onChange={(e) => setChoice(e.target.value as Status)}>
        {STATUS_CHOICES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <button type="button" disabled={busy} onClick={() => onSubmit(choice)}>
        Update status
      </button>
    </div>
  );
}

function AgentPicker({
  agents,
  current,
  busy,
  onSubmit,
}: {
  agents: Agent[];
  current: string | null;
  busy: boolean;
  onSubmit: (agentId: string) => void;
}) {
  const startWith = current && agents.some((a) => a.id === current) ? current : "";
  const [choice, setChoice] = useState(startWith);
  return (
    <div className="action-row">
      <label htmlFor="assign-to">Assign to</label>
      <select id="assign-to" value={choice} onChange={(e) => setChoice(e.target.value)}>
        <option value="">Choose an agent…</option>
        {agents.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
      <button type="button" disabled={busy || !choice} onClick={() => onSubmit(choice)}>
        Assign
      </button>
    </div>
  );
}
