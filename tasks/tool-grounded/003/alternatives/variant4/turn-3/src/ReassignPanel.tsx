import { FormEvent, useState } from 'react';
import { Agent, assignAfterRead, byName, errorText, readTicket } from './api';

type Props = { agents: Agent[]; onChanged: () => Promise<void> };

export default function ReassignPanel({ agents, onChanged }: Props) {
  const active = [...agents].filter((a) => a.active).sort(byName);
  const [ticketId, setTicketId] = useState('');
  const [owner, setOwner] = useState('');
  const [working, setWorking] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const chosen = active.some((a) => a.id === owner) ? owner : active[0]?.id ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = ticketId.trim();
    setConfirmation(null);
    setFailure(null);
    if (!id) {
      setFailure('Enter a ticket ID first.');
      return;
    }
    setWorking(true);
    try {
      await assignAfterRead(id, chosen);
      const after = await readTicket(id);
      const holder = agents.find((a) => a.id === after.ticket.assignee);
      setConfirmation(`${after.ticket.id} now belongs to ${holder ? holder.name : after.ticket.assignee ?? 'nobody'}`);
      await onChanged();
    } catch (err) {
      setFailure(errorText(err));
    }
    setWorking(false);
  };

  return (
    <section className="card">
      <h2>Reassign</h2>
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor="ticket-id">Ticket ID</label>
          <input id="ticket-id" value={ticketId} onChange={(e) => setTicketId(e.target.value)} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="new-owner">New owner</label>
          <select id="new-owner" value={chosen} onChange={(e) => setOwner(e.target.value)}>
            {active.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={working}>
          Reassign
        </button>
      </form>
      {confirmation && (
        <p role="status" className="ok">
          {confirmation}
        </p>
      )}
      {failure && (
        <p role="alert" className="error">
          {failure}
        </p>
      )}
    </section>
  );
}
