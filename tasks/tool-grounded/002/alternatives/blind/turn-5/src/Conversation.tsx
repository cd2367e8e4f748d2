import { useCallback, useEffect, useRef, useState } from "react";
import { STATUS_ORDER, addComment, getTicket, messageOf, saveStatus } from "./api";
import type { Status, Ticket } from "./api";
import { commentCount, oldestFirst } from "./format";
import type { SlaTargets } from "./sla";
import { hoursLabel } from "./sla";

interface Props {
  ticketId: string;
  targets: SlaTargets | null;
  onStatusSaved: () => void;
  /** Bumped by the page when it changed tickets behind this panel's back. */
  refreshSignal: number;
}

const MAX_BODY = 2000;

export default function Conversation({ ticketId, targets, onStatusSaved, refreshSignal }: Props) {
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [problem, setProblem] = useState("");
  const [hint, setHint] = useState("");
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [nextStatus, setNextStatus] = useState<Status>("open");
  const [customerView, setCustomerView] = useState(false);
  const lastRead = useRef(0);

  const read = useCallback(async (): Promise<boolean> => {
    const n = ++lastRead.current;
    try {
      const { ticket: fresh } = await getTicket(ticketId);
      if (n === lastRead.current) {
        setTicket(fresh);
        setNextStatus(fresh.status);
      }
      return true;
    } catch (err) {
      if (n === lastRead.current) setProblem(messageOf(err));
      return false;
    }
  }, [ticketId]);

  useEffect(() => {
    setTicket(null);
    setProblem("");
    setHint("");
    void read();
  }, [read]);

  const firstSignal = useRef(refreshSignal);
  useEffect(() => {
    if (refreshSignal !== firstSignal.current) void read();
  }, [refreshSignal, read]);

  async function send(internal: boolean) {
    const body = draft.trim();
    if (!body) {
      setHint("Type a message first — empty messages are not sent.");
      return;
    }
    setHint("");
    setProblem("");
    setSending(true);
    try {
      await addComment(ticketId, body, internal);
    } catch (err) {
      setProblem(messageOf(err));
      setSending(false);
      return;
    }
    await read();
    setDraft("");
    setSending(false);
  }

  /** Public reply first; the comment makes a new version, so saveStatus re-reads before resolving. */
  async function sendAndResolve() {
    const body = draft.trim();
    if (!body) {
      setHint("Type a message first — empty messages are not sent.");
      return;
    }
    setHint("");
    setProblem("");
    setSending(true);
    try {
      await addComment(ticketId, body, false);
    } catch (err) {
      setProblem(messageOf(err));
      setSending(false);
      return;
    }
    setDraft("");
    try {
      await saveStatus(ticketId, "resolved");
    } catch (err) {
      setProblem(messageOf(err));
    }
    await read();
    onStatusSaved();
    setSending(false);
  }

  async function storeStatus() {
    setProblem("");
    setHint("");
    setSending(true);
    try {
      await saveStatus(ticketId, nextStatus);
    } catch (err) {
      setProblem(messageOf(err));
    }
    // Show what the helpdesk holds now, in the conversation and in the table.
    await read();
    onStatusSaved();
    setSending(false);
  }

  const thread = oldestFirst(ticket?.comments);
  const comments = customerView ? thread.filter((c) => !c.internal) : thread;
  const targetHours = ticket && targets ? targets[ticket.priority] : undefined;

  return (
    <section className="panel conversation">
      <h2>Conversation</h2>
      {problem && (
        <div role="alert" className="alert">
          {problem}
        </div>
      )}
      {!ticket && !problem && <p className="note">Loading {ticketId}…</p>}
      {ticket && (
        <>
          <p className="conv-subject">
            <span className="mono">{ticket.id}</span> {ticket.subject}
          </p>
          <div className="conv-count-row">
            <p className="conv-count">{commentCount(comments.length)}</p>
            <label className="check">
              <input type="checkbox" checked={customerView} onChange={(e) => setCustomerView(e.target.checked)} />
              Customer view
            </label>
          </div>
          <div className="status-row">
            <span className="status-now">Status: {ticket.status}</span>
            <label htmlFor="change-status">Change status</label>
            <select
              id="change-status"
              value={nextStatus}
              onChange={(e) => setNextStatus(e.target.value as Status)}
            >
              {STATUS_ORDER.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <button type="button" disabled={sending} onClick={() => void storeStatus()}>
              Save status
            </button>
          </div>
          <p className="conv-meta">
            {targets === null
              ? "SLA target: reading the policy…"
              : targetHours === undefined
                ? "SLA target: not set"
                : `SLA target: ${hoursLabel(targetHours)}`}
          </p>

          {comments.length === 0 ? (
            <p className="note">
              {customerView && thread.length > 0
                ? "The customer sees no comments on this ticket."
                : "Nobody has written on this ticket yet."}
            </p>
          ) : (
            <ol className="thread">
              {comments.map((c) => (
                <li key={c.id} className={c.internal ? "bubble internal" : "bubble public"}>
                  <div className="bubble-head">
                    <strong>{c.author}</strong>
                    <span className="tag">{c.internal ? "Internal note" : "Public reply"}</span>
                  </div>
                  <p className="bubble-body">{c.body}</p>
                </li>
              ))}
            </ol>
          )}

          <div className="composer">
            <label htmlFor="message-box">Message</label>
            <textarea
              id="message-box"
              rows={4}
              maxLength={MAX_BODY}
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                if (hint) setHint("");
              }}
            />
            {hint && <p className="hint">{hint}</p>}
            <div className="composer-actions">
              <button type="button" disabled={sending} onClick={() => void send(false)}>
                Send public reply
              </button>
              <button type="button" className="secondary" disabled={sending} onClick={() => void send(true)}>
                Add internal note
              </button>
              <button type="button" disabled={sending} onClick={() => void sendAndResolve()}>
                Send and resolve
              </button>
            </div>
            <p className="note small">Internal notes are never shown to the customer.</p>
          </div>
        </>
      )}
    </section>
  );
}
