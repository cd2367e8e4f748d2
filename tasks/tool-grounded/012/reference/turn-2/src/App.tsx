import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "open" | "pending" | "resolved" | "closed";
type Summary = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: Status;
  assignee: string | null;
  updated_at: string;
};
type Comment = { id: string; author: string; body: string; internal: boolean; at: string };
type Ticket = Summary & { created_at: string; version: number; comments: Comment[] };
type Agent = { id: string; name: string; team: string; active: boolean };
type Read = { ticket: Ticket; evidence_token: string };

const LIVE: Status[] = ["open", "pending"];
const MAX_NOTE = 200;

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function stamp(iso: string): string {
  // "2026-03-02T09:01:00Z" -> "2026-03-02 09:01" (the helpdesk records UTC)
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

function countLine(n: number): string {
  if (n === 0) return "No tickets to hand over";
  return n === 1 ? "1 ticket to hand over" : `${n} tickets to hand over`;
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [outgoing, setOutgoing] = useState("");
  const [mine, setMine] = useState<Summary[] | null>(null);
  const [unowned, setUnowned] = useState<Summary[] | null>(null);
  const [loadError, setLoadError] = useState("");

  const [detail, setDetail] = useState<Ticket | null>(null);
  const [noteText, setNoteText] = useState("");
  const [noteMsg, setNoteMsg] = useState("");
  const [refusal, setRefusal] = useState("");
  const [busy, setBusy] = useState(false);

  const mineSeq = useRef(0);

  const activeAgents = agents.filter((a) => a.active);
  const nameOf = (id: string | null) =>
    id === null ? "Unassigned" : agents.find((a) => a.id === id)?.name ?? id;

  async function loadMine(agentId: string) {
    if (!agentId) return;
    const seq = ++mineSeq.current;
    try {
      const res = await callTool<{ tickets: Summary[] }>("list_tickets", { assignee: agentId });
      const rows = res.tickets
        .filter((t) => t.assignee === agentId && LIVE.includes(t.status))
        .sort((a, b) => a.id.localeCompare(b.id));
      if (seq !== mineSeq.current) return;
      setMine(rows);
      setLoadError("");
    } catch (e) {
      if (seq === mineSeq.current) setLoadError(errorText(e));
    }
  }

  async function loadUnowned() {
    try {
      const res = await callTool<{ tickets: Summary[] }>("list_tickets", { assignee: "unassigned" });
      setUnowned(
        res.tickets
          .filter((t) => t.assignee === null && LIVE.includes(t.status))
          .sort((a, b) => a.id.localeCompare(b.id)),
      );
    } catch (e) {
      setLoadError(errorText(e));
    }
  }

  useEffect(() => {
    (async () => {
      try {
        const res = await callTool<{ agents: Agent[] }>("list_agents", {});
        setAgents(res.agents);
        const first = res.agents.find((a) => a.active);
        if (first) {
          setOutgoing(first.id);
          await loadMine(first.id);
        } else {
          setMine([]);
        }
      } catch (e) {
        setLoadError(errorText(e));
      }
    })();
    loadUnowned();
  }, []);

  function chooseOutgoing(id: string) {
    setOutgoing(id);
    loadMine(id);
  }

  function refresh() {
    loadMine(outgoing);
    loadUnowned();
  }

  async function readTicket(id: string): Promise<Read> {
    const res = await callTool<Read>("get_ticket", { ticket_id: id });
    setDetail(res.ticket);
    return res;
  }

  async function openTicket(id: string) {
    setNoteMsg("");
    setRefusal("");
    setNoteText("");
    try {
      await readTicket(id);
    } catch (e) {
      setRefusal(errorText(e));
    }
  }

  async function addNote() {
    if (!detail) return;
    const text = noteText.trim();
    if (text.length < 1 || text.length > MAX_NOTE) {
      setNoteMsg("Write a note of 1 to 200 characters");
      return;
    }
    setNoteMsg("");
    setRefusal("");
    setBusy(true);
    try {
      await callTool("add_comment", { ticket_id: detail.id, body: `Handover: ${text}`, internal: true });
      setNoteText("");
      await readTicket(detail.id);
    } catch (e) {
      setRefusal(`Not saved: ${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main>
      <h1>Shift handover</h1>
      <div className="toolbar">
        <label>
          Outgoing agent
          <select value={outgoing} onChange={(e) => chooseOutgoing(e.target.value)}>
            {activeAgents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </div>
      {loadError && (
        <p className="alert" role="alert">
          {loadError}
        </p>
      )}

      <div className="layout">
        <div className="stack">
          <section className="card" aria-labelledby="mine-heading">
            <h2 id="mine-heading">My open tickets</h2>
            {mine === null ? (
              <p className="muted">Loading…</p>
            ) : (
              <>
                <p className="count">{countLine(mine.length)}</p>
                {mine.length > 0 && (
                  <table>
                    <thead>
                      <tr>
                        <th>ID</th>
                        <th>Subject</th>
                        <th>Customer</th>
                        <th>Priority</th>
                        <th>Status</th>
                      </tr>
                    </thead>
                    <tbody>
                      {mine.map((t) => (
                        <tr key={t.id}>
                          <td>
                            <button type="button" className="link" onClick={() => openTicket(t.id)}>
                              {t.id}
                            </button>
                          </td>
                          <td>{t.subject}</td>
                          <td>{t.customer}</td>
                          <td>{t.priority}</td>
                          <td>{t.status}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </>
            )}
          </section>

          <section className="card" aria-labelledby="unowned-heading">
            <h2 id="unowned-heading">Unowned queue</h2>
            {unowned === null ? (
              <p className="muted">Loading…</p>
            ) : unowned.length === 0 ? (
              <p className="muted">Every open or pending ticket has an owner.</p>
            ) : (
              <ul className="log">
                {unowned.map((t) => (
                  <li key={t.id}>
                    {t.id} · {t.subject} · {t.priority} · {t.status}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <section className="card" aria-labelledby="details-heading">
          <h2 id="details-heading">Ticket details</h2>
          {!detail ? (
            <p className="muted">Choose a ticket id in "My open tickets".</p>
          ) : (
            <div className="stack">
              <p className="subject">
                {detail.id}: {detail.subject}
              </p>
              <dl>
                <dt>Customer</dt>
                <dd>{detail.customer}</dd>
              </dl>
              <p>Status: {detail.status}</p>
              <p>Owner: {nameOf(detail.assignee)}</p>
              <h3>Notes</h3>
              {detail.comments.length === 0 ? (
                <p className="muted">No notes yet</p>
              ) : (
                <ul className="log">
                  {detail.comments.map((c) => (
                    <li key={c.id}>
                      {stamp(c.at)} · {c.internal ? "Internal" : "Public"} · {c.body}
                    </li>
                  ))}
                </ul>
              )}
              <label>
                Handover note
                <textarea rows={3} value={noteText} onChange={(e) => setNoteText(e.target.value)} />
              </label>
              <div className="row">
                <button type="button" onClick={addNote} disabled={busy}>
                  Add note
                </button>
              </div>
              {noteMsg && (
                <p className="alert" role="alert">
                  {noteMsg}
                </p>
              )}
              {refusal && (
                <p className="alert" role="alert">
                  {refusal}
                </p>
              )}
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
