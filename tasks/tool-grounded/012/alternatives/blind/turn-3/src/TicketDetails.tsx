import { useEffect, useState } from "react";
import {
  activeOnly,
  addInternalNote,
  assignTicket,
  internalCount,
  ownerName,
  readTicket,
  reasonOf,
  type Agent,
  type Ticket,
} from "./helpdesk";
import { noteLine, oldestFirst } from "./format";

type Props = {
  ticketId: string;
  agents: Agent[];
  outgoing: string;
  onChanged: () => void;
};

const NOTE_RULE = "Write a note of 1 to 200 characters";

export default function TicketDetails({ ticketId, agents, outgoing, onChanged }: Props) {
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState("");
  const [trouble, setTrouble] = useState("");
  const [busy, setBusy] = useState(false);
  const [handTo, setHandTo] = useState("");

  const colleagues = activeOnly(agents).filter((a) => a.id !== outgoing);
  const handToId = colleagues.some((a) => a.id === handTo) ? handTo : colleagues[0]?.id ?? "";

  async function reload(): Promise<Ticket | null> {
    try {
      const read = await readTicket(ticketId);
      setTicket(read.ticket);
      return read.ticket;
    } catch (err) {
      setTrouble(reasonOf(err));
      return null;
    }
  }

  useEffect(() => {
    void reload();
  }, [ticketId]);

  async function addNote() {
    setNotice("");
    setTrouble("");
    const text = draft.trim();
    if (text.length < 1 || text.length > 200) {
      setNotice(NOTE_RULE);
      return;
    }
    setBusy(true);
    try {
      await addInternalNote(ticketId, `Handover: ${text}`);
      setDraft("");
    } catch (err) {
      setTrouble(`Not saved: ${reasonOf(err)}`);
    }
    await reload();
    setBusy(false);
  }

  async function handOver() {
    setNotice("");
    setTrouble("");
    if (!handToId) return;
    setBusy(true);
    try {
      const fresh = await readTicket(ticketId);
      setTicket(fresh.ticket);
      if (internalCount(fresh.ticket) === 0) {
        setNotice("Add a handover note first");
        setBusy(false);
        return;
      }
      await assignTicket(ticketId, handToId, fresh.evidence_token);
    } catch (err) {
      setTrouble(`Not saved: ${reasonOf(err)}`);
    }
    await reload();
    onChanged();
    setBusy(false);
  }

  if (!ticket) {
    return trouble ? (
      <p className="trouble" role="alert">
        {trouble}
      </p>
    ) : (
      <p className="muted">Reading {ticketId} from the helpdesk…</p>
    );
  }

  const notes = oldestFirst(ticket.comments);

  return (
    <div className="details">
      <h3>
        <span className="code">{ticket.id}</span> {ticket.subject}
      </h3>
      <p className="facts">Customer: {ticket.customer}</p>
      <p className="facts">Status: {ticket.status}</p>
      <p className="facts">Owner: {ownerName(ticket.assignee, agents)}</p>

      <h3>Notes</h3>
      {notes.length === 0 ? (
        <p className="muted">No notes yet</p>
      ) : (
        <ul className="lines">
          {notes.map((c) => (
            <li key={c.id}>{noteLine(c)}</li>
          ))}
        </ul>
      )}

      <div className="toolbar note-form">
        <label className="field grow">
          <span>Handover note</span>
          <input type="text" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="button" onClick={addNote} disabled={busy}>
          Add note
        </button>
      </div>

      <div className="toolbar handover-form">
        <label className="field">
          <span>Hand over to</span>
          <select value={handToId} onChange={(e) => setHandTo(e.target.value)}>
            {colleagues.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={handOver} disabled={busy || !handToId}>
          Hand over
        </button>
      </div>
      {notice && <p className="notice">{notice}</p>}
      {trouble && (
        <p className="trouble" role="alert">
          {trouble}
        </p>
      )}
    </div>
  );
}
