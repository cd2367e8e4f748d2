import { useEffect, useState } from 'react';
import { FullTicket, STATUS_ORDER, Status } from './desk';

interface Props {
  ticket: FullTicket;
  busy: boolean;
  targetHours: number | undefined;
  error: string | null;
  onComment: (body: string, internal: boolean) => Promise<boolean>;
  onStatus: (status: Status) => void;
}

export default function Conversation({ ticket, busy, targetHours, error, onComment, onStatus }: Props) {
  const [draft, setDraft] = useState('');
  const [nudge, setNudge] = useState(false);
  const [nextStatus, setNextStatus] = useState<Status>(ticket.status);

  useEffect(() => {
    setNextStatus(ticket.status);
  }, [ticket.status, ticket.version]);

  const thread = ticket.comments
    .map((c, i) => ({ c, i }))
    .sort((x, y) => (x.c.at === y.c.at ? x.i - y.i : x.c.at < y.c.at ? -1 : 1))
    .map((x) => x.c);
  const count = ticket.comments.length;

  const send = async (internal: boolean) => {
    if (draft.trim() === '') {
      setNudge(true);
      return;
    }
    setNudge(false);
    const saved = await onComment(draft, internal);
    if (saved) setDraft('');
  };

  return (
    <section className="convo" aria-labelledby="convo-title">
      <h2 id="convo-title">Conversation</h2>
      <h3 className="convo-subject">
        {ticket.id} · {ticket.subject}
      </h3>
      <p className="facts">
        <span>{`${count} ${count === 1 ? 'comment' : 'comments'}`}</span>
        {targetHours !== undefined && <span>{`SLA target: ${targetHours} h`}</span>}
      </p>

      <div className="status-box">
        <p className="now-status">{`Status: ${ticket.status}`}</p>
        <div className="status-controls">
          <label htmlFor="change-status">Change status</label>
          <select id="change-status" value={nextStatus} onChange={(e) => setNextStatus(e.target.value as Status)}>
            {STATUS_ORDER.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <button type="button" disabled={busy} onClick={() => onStatus(nextStatus)}>
            Save status
          </button>
        </div>
      </div>

      {thread.length > 0 && (
        <ol className="thread">
          {thread.map((c) => (
            <li key={c.id} className={c.internal ? 'note' : 'reply'}>
              <div className="meta">
                <strong>{c.author}</strong>
                <span className="kind">{c.internal ? 'Internal note' : 'Public reply'}</span>
              </div>
              <p className="body">{c.body}</p>
            </li>
          ))}
        </ol>
      )}

      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}

      <div className="composer">
        <label htmlFor="message-box">Message</label>
        <textarea
          id="message-box"
          rows={3}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (nudge) setNudge(false);
          }}
        />
        {nudge && <p className="muted small">Write something before sending.</p>}
        <div className="buttons">
          <button type="button" disabled={busy} onClick={() => void send(false)}>
            Send public reply
          </button>
          <button type="button" className="secondary" disabled={busy} onClick={() => void send(true)}>
            Add internal note
          </button>
        </div>
      </div>
    </section>
  );
}
