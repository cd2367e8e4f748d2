import type { TicketRead } from "./helpdesk";
import { commentsOldestFirst } from "./helpdesk";

type Props = {
  opened: TicketRead;
  keepText: string;
  onKeepChange: (text: string) => void;
  onMark: () => void;
  onClose: () => void;
  message: string | null;
  busy: boolean;
};

export default function TicketDetails({ opened, keepText, onKeepChange, onMark, onClose, message, busy }: Props) {
  const { ticket } = opened;
  const comments = commentsOldestFirst(ticket);
  return (
    <section className="panel" aria-labelledby="details-heading">
      <h2 id="details-heading">Ticket details</h2>
      <p className="subject">
        <span className="ticket-id">{ticket.id}</span> {ticket.subject}
      </p>
      <ul className="facts">
        <li>Customer: {ticket.customer}</li>
        <li>Priority: {ticket.priority}</li>
        <li>Status: {ticket.status}</li>
      </ul>
      <h3>Comments</h3>
      {comments.length === 0 ? (
        <p className="muted">No comments</p>
      ) : (
        <ul className="comments">
          {comments.map((c) => (
            <li key={c.id}>
              {c.internal ? "Internal" : "Public"} · {c.body}
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        <label className="field">
          <span>Keep ticket</span>
          <input type="text" value={keepText} onChange={(e) => onKeepChange(e.target.value)} />
        </label>
        <button type="button" onClick={onMark} disabled={busy}>
          Mark as duplicate
        </button>
        <button type="button" onClick={onClose} disabled={busy}>
          Close duplicate
        </button>
      </div>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
