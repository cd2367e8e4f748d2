import { duesOf, formatTime, isAnswered, type Policy, type Ticket } from "./desk";

interface Props {
  ticket: Ticket;
  policy: Policy;
  assigneeName: string;
}

export default function TicketView({ ticket, policy, assigneeName }: Props) {
  const dues = duesOf(ticket, policy);
  const comments = (ticket.comments ?? [])
    .map((c, index) => ({ c, index }))
    .sort((a, b) => (a.c.at < b.c.at ? -1 : a.c.at > b.c.at ? 1 : a.index - b.index))
    .map(({ c }) => c);

  return (
    <div className="ticket">
      <h3 className="subject">
        {ticket.id}: {ticket.subject}
      </h3>
      <ul className="facts">
        <li>Customer: {ticket.customer}</li>
        <li>Status: {ticket.status}</li>
        <li>Assignee: {assigneeName}</li>
        <li>Reply due: {isAnswered(ticket) ? "Answered" : formatTime(dues.replyDue)}</li>
        <li>Resolve due: {formatTime(dues.resolveDue)}</li>
      </ul>
      <h3>Comments</h3>
      {comments.length === 0 ? (
        <p className="muted">No comments</p>
      ) : (
        <ol className="comments">
          {comments.map((c) => (
            <li key={c.id}>
              {c.internal ? "Internal" : "Public"} · {c.body}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
