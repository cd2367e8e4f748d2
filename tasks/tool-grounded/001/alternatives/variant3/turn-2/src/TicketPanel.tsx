import { FormEvent, useEffect, useState } from 'react';
import { Status, Ticket } from './helpdesk';

const STATUSES: Status[] = ['open', 'pending', 'resolved', 'closed'];

interface Props {
  ticket: Ticket | null;
  error: string | null;
  loading: boolean;
  nameOf: (agentId: string | null) => string;
  onOpen: (ticketId: string) => void;
  onStatus: (status: Status) => void;
}

export default function TicketPanel({ ticket, error, loading, nameOf, onOpen, onStatus }: Props) {
  const [typed, setTyped] = useState('');
  const [nextStatus, setNextStatus] = useState<Status>('open');

  useEffect(() => {
    if (ticket) setNextStatus(ticket.status);
  }, [ticket]);

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
        </div>
      ) : (
        <p className="hint">{loading ? 'Loading ticket…' : 'Choose a ticket id in the queue, or type one above.'}</p>
      )}
    </section>
  );
}
