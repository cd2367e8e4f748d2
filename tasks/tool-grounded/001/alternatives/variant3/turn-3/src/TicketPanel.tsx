import { FormEvent, useEffect, useState } from 'react';
import { Agent, Status, Ticket } from './helpdesk';

const STATUSES: Status[] = ['open', 'pending', 'resolved', 'closed'];

interface Props {
  ticket: Ticket | null;
  error: string | null;
  loading: boolean;
  nameOf: (agentId: string | null) => string;
  agents: Agent[];
  onOpen: (ticketId: string) => void;
  onStatus: (status: Status) => void;
  onAssign: (agentId: string) => void;
}

export default function TicketPanel({ ticket, error, loading, nameOf, agents, onOpen, onStatus, onAssign }: Props) {
  const [typed, setTyped] = useState('');
  const [nextStatus, setNextStatus] = useState<Status>('open');
  const [agentPick, setAgentPick] = useState('');
  const staff = agents.filter((a) => a.active);

  useEffect(() => {
    if (ticket) setNextStatus(ticket.status);
  }, [ticket]);

  // Keep the choice on an agent who is actually offered.
  const pick = staff.some((a) => a.id === agentPick)
    ? agentPick
    : (staff.find((a) => a.id === ticket?.assignee) ?? staff[0])?.id ?? '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = typed.trim();
    if (id) onOpen(id);
  };

  return (
    <section className="panel">
      <h2>Ticket details</h2>
      <form className="opener" onSubmit={submit}>
        <label htmlFor="ticket-id-input">Ticket ID</label>
        <div className="inline">
          <input
            id="ticket-id-input"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit">Open ticket</button>
        </div>
      </form>

      {error && (
        <p role="alert" className="problem">
          {error}
        </p>
      )}

      {ticket ? (
        <div className="card">
          <h3>
            <span className="mono">{ticket.id}</span> {ticket.subject}
          </h3>
          <p className="customer">{ticket.customer}</p>
          <p>{`Opened ${ticket.created_at.slice(0, 10)}`}</p>
          <p>{`Status: ${ticket.status}`}</p>
          <p>{`Assignee: ${nameOf(ticket.assignee)}`}</p>

          <div className="action">
            <label htmlFor="new-status">New status</label>
            <div className="inline">
              <select id="new-status" value={nextStatus} onChange={(e) => setNextStatus(e.target.value as Status)}>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              <button type="button" disabled={loading} onClick={() => onStatus(nextStatus)}>
                Update status
              </button>
            </div>
          </div>

          <div className="action">
            <label htmlFor="assign-to">Assign to</label>
            <div className="inline">
              <select id="assign-to" value={pick} onChange={(e) => setAgentPick(e.target.value)}>
                {staff.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
              <button type="button" disabled={loading || !pick} onClick={() => onAssign(pick)}>
                Assign
              </button>
            </div>
          </div>
        </div>
      ) : (
        <p className="hint">{loading ? 'Loading ticket…' : 'Choose a ticket id in the queue, or type one above.'}</p>
      )}
    </section>
  );
}
