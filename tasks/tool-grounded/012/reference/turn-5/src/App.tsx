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
const SETTABLE: Status[] = ["open", "pending", "resolved"];
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

const internalCount = (t: Ticket) => t.comments.filter((c) => c.internal).length;

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [outgoing, setOutgoing] = useState("");
  const [mine, setMine] = useState<Summary[] | null>(null);
  const [noteCounts, setNoteCounts] = useState<Record<string, number>>({});
  const [unowned, setUnowned] = useState<Summary[] | null>(null);
  const [loadError, setLoadError] = useState("");

  const [detail, setDetail] = useState<Ticket | null>(null);
  const [noteText, setNoteText] = useState("");
  const [noteMsg, setNoteMsg] = useState("");
  const [handTo, setHandTo] = useState("");
  const [newStatus, setNewStatus] = useState<Status>("open");
  const [actionMsg, setActionMsg] = useState("");
  const [refusal, setRefusal] = useState("");
  const [busy, setBusy] = useState(false);

  const [incoming, setIncoming] = useState("");
  const [report, setReport] = useState<{ lines: string[]; done: number; total: number } | null>(null);

  const mineSeq = useRef(0);

  const activeAgents = agents.filter((a) => a.active);
  const others = activeAgents.filter((a) => a.id !== outgoing);
  const handToValue = others.some((a) => a.id === handTo) ? handTo : others[0]?.id ?? "";
  const incomingValue = others.some((a) => a.id === incoming) ? incoming : others[0]?.id ?? "";
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
      const counts: Record<string, number> = {};
      for (const row of rows) {
        const full = await callTool<Read>("get_ticket", { ticket_id: row.id });
        counts[row.id] = internalCount(full.ticket);
      }
      if (seq !== mineSeq.current) return;
      setMine(rows);
      setNoteCounts(counts);
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
    setReport(null);
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
    setActionMsg("");
    setRefusal("");
    setNoteText("");
    try {
      const res = await readTicket(id);
      setNewStatus(res.ticket.status);
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
      await loadMine(outgoing);
    } catch (e) {
      setRefusal(`Not saved: ${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  }

  async function handOver() {
    if (!detail || !handToValue) return;
    const id = detail.id;
    setActionMsg("");
    setRefusal("");
    setBusy(true);
    try {
      const fresh = await readTicket(id);
      if (internalCount(fresh.ticket) === 0) {
        setActionMsg("Add a handover note first");
        return;
      }
      await callTool("assign_ticket", { ticket_id: id, agent_id: handToValue, evidence_token: fresh.evidence_token });
      await readTicket(id);
      await loadMine(outgoing);
    } catch (e) {
      setRefusal(`Not saved: ${errorText(e)}`);
      try {
        await readTicket(id);
      } catch {
        /* the refusal is already shown */
      }
    } finally {
      setBusy(false);
    }
  }

  async function saveStatus() {
    if (!detail) return;
    const id = detail.id;
    setActionMsg("");
    setRefusal("");
    setBusy(true);
    try {
      const fresh = await readTicket(id);
      await callTool("update_ticket_status", { ticket_id: id, status: newStatus, evidence_token: fresh.evidence_token });
      await readTicket(id);
      await loadMine(outgoing);
    } catch (e) {
      setRefusal(`Not saved: ${errorText(e)}`);
      try {
        await readTicket(id);
      } catch {
        /* the refusal is already shown */
      }
    } finally {
      setBusy(false);
    }
  }

  async function handOverAll() {
    if (!mine || !incomingValue) return;
    setBusy(true);
    const lines: string[] = [];
    let done = 0;
    const list = [...mine].sort((a, b) => a.id.localeCompare(b.id));
    for (const row of list) {
      try {
        const fresh = await callTool<Read>("get_ticket", { ticket_id: row.id });
        if (internalCount(fresh.ticket) === 0) {
          lines.push(`${row.id} skipped: no handover note`);
          continue;
        }
        const out = await callTool<{ ticket: Ticket }>("assign_ticket", {
          ticket_id: row.id,
          agent_id: incomingValue,
          evidence_token: fresh.evidence_token,
        });
        done += 1;
        lines.push(`${row.id} → ${nameOf(out.ticket.assignee)}`);
      } catch (e) {
        lines.push(`${row.id} not handed over: ${errorText(e)}`);
      }
    }
    setReport({ lines, done, total: list.length });
    await loadMine(outgoing);
    if (detail) {
      try {
        await readTicket(detail.id);
      } catch {
        /* keep the last details */
      }
    }
    setBusy(false);
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
                <div className="row">
                  <label>
                    Incoming agent
                    <select value={incomingValue} onChange={(e) => setIncoming(e.target.value)}>
                      {others.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="button" onClick={handOverAll} disabled={busy}>
                    Hand over all
                  </button>
                </div>
                {mine.length > 0 && (
                  <table>
                    <thead>
                      <tr>
                        <th>ID</th>
                        <th>Subject</th>
                        <th>Customer</th>
                        <th>Priority</th>
                        <th>Status</th>
                        <th>Notes</th>
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
                          <td>{noteCounts[t.id] ?? 0}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </>
            )}
          </section>

          {report && (
            <section className="card" aria-labelledby="report-heading">
              <h2 id="report-heading">Handover report</h2>
              <ul className="log">
                {report.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="count">
                Handed over {report.done} of {report.total} tickets
              </p>
            </section>
          )}

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
              <div className="row">
                <label>
                  Hand over to
                  <select value={handToValue} onChange={(e) => setHandTo(e.target.value)}>
                    {others.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" onClick={handOver} disabled={busy}>
                  Hand over
                </button>
              </div>
              <div className="row">
                <label>
                  New status
                  <select value={newStatus} onChange={(e) => setNewStatus(e.target.value as Status)}>
                    {SETTABLE.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" onClick={saveStatus} disabled={busy}>
                  Set status
                </button>
              </div>
              {actionMsg && (
                <p className="alert" role="alert">
                  {actionMsg}
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
