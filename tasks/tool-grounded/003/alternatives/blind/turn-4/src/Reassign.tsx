import { useState } from "react";
import type { FormEvent } from "react";
import { assignTicket, nameOf, problemText, readTicket } from "./helpdesk";
import type { Agent } from "./helpdesk";

interface Props {
  agents: Agent[];
  /** Reloads Queue health, the workload and any open "Tickets for …" list. */
  onReassigned: () => Promise<void>;
}

export default function Reassign({ agents, onReassigned }: Props) {
  const owners = agents.filter((a) => a.active).sort((a, b) => a.name.localeCompare(b.name));
  const [ticketId, setTicketId] = useState("");
  const [owner, setOwner] = useState("");
  const [working, setWorking] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [refusal, setRefusal] = useState("");
  const [hint, setHint] = useState("");

  const chosen = owners.some((a) => a.id === owner) ? owner : owners[0]?.id ?? "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    const id = ticketId.trim();
    if (!id) {
      setHint("Enter the id of the ticket to move.");
      return;
    }
    if (!chosen) {
      setHint("There is no active agent to hand the ticket to.");
      return;
    }
    setHint("");
    setRefusal("");
    setConfirmation("");
    setWorking(true);
    try {
      const before = await readTicket(id);
      await assignTicket(id, chosen, before.evidence_token);
      const after = await readTicket(id);
      setConfirmation(`${after.ticket.id} now belongs to ${nameOf(agents, after.ticket.assignee)}`);
      await onReassigned();
    } catch (err) {
      setRefusal(problemText(err));
    } finally {
      setWorking(false);
    }
  }

  return (
    <section className="card">
      <h2>Reassign</h2>
      <form className="form-stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor="reassign-ticket">Ticket ID</label>
          <input
            id="reassign-ticket"
            type="text"
            value={ticketId}
            placeholder="T-4006"
            onChange={(e) => setTicketId(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="reassign-owner">New owner</label>
          <select id="reassign-owner" value={chosen} onChange={(e) => setOwner(e.target.value)}>
            {owners.map((a) => (
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
      {hint && <p className="hint">{hint}</p>}
      {refusal && (
        <div role="alert" className="banner-error">
          {refusal}
        </div>
      )}
      {confirmation && (
        <p role="status" className="confirm">
          {confirmation}
        </p>
      )}
    </section>
  );
}
