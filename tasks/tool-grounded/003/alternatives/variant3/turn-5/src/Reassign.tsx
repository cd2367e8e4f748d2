import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Agent } from './helpdesk';
import { activeAgentsByName, describeError, reassignTicket } from './helpdesk';

interface Props {
  agents: Agent[];
  onChanged: () => Promise<void>;
}

export default function Reassign({ agents, onChanged }: Props) {
  const [ticketId, setTicketId] = useState('');
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [refusal, setRefusal] = useState('');

  const candidates = activeAgentsByName(agents);
  const ownerId = candidates.some((a) => a.id === chosen) ? chosen : candidates[0]?.id ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setRefusal('');
    const id = ticketId.trim();
    if (!id) {
      setRefusal('Enter a ticket ID first.');
      return;
    }
    if (!ownerId) return;
    setBusy(true);
    try {
      const ticket = await reassignTicket(id, ownerId);
      const owner = agents.find((a) => a.id === ticket.assignee);
      await onChanged();
      setDone(`${ticket.id} now belongs to ${owner ? owner.name : ticket.assignee ?? 'nobody'}`);
    } catch (err) {
      setRefusal(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel">
      <h2>Reassign</h2>
      <form className="toolbar" onSubmit={(e) => void submit(e)}>
        <label className="field-inline">
          Ticket ID
          <input value={ticketId} onChange={(e) => setTicketId(e.target.value)} size={10} />
        </label>
        <label className="field-inline">
          New owner
          <select value={ownerId} onChange={(e) => setChosen(e.target.value)}>
            {candidates.map((a) => (
              <option key={a.id} value={a.id}>{a.name}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn" disabled={busy}>Reassign</button>
      </form>
      {done && <p role="status" className="notice notice-good">{done}</p>}
      {refusal && <p role="alert" className="notice notice-bad">{refusal}</p>}
    </section>
  );
}
