import { useEffect, useState } from "react";
import { callTool, readResource } from "./bridge";
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
type Agent = { id: string; name: string; active: boolean };
type Comment = { id: string; author: string; body: string; internal: boolean; at: string };
type Ticket = Summary & { created_at: string; comments: Comment[] };
type Full = Summary & { created_at?: string };

const PRIORITY_ORDER = ["urgent", "high", "normal", "low"];
const STATUSES: Status[] = ["open", "pending", "resolved", "closed"];
const HOUR = 3_600_000;

function respondBy(created: string, hours: number) {
  return new Date(Date.parse(created) + hours * HOUR);
}

function formatUtc(d: Date) {
  return d.toISOString().slice(0, 16).replace("T", " ");
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export default function App() {
  const [tickets, setTickets] = useState<Summary[]>([]);
  const [opened, setOpened] = useState<Record<string, string>>({});
  const [sla, setSla] = useState<Record<string, number> | null>(null);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [customer, setCustomer] = useState("");
  const [error, setError] = useState("");
  const [convo, setConvo] = useState<Ticket | null>(null);
  const [token, setToken] = useState("");
  const [message, setMessage] = useState("");
  const [nextStatus, setNextStatus] = useState<Status>("open");
  const [subject, setSubject] = useState("");
  const [priority, setPriority] = useState("normal");
  const [customerView, setCustomerView] = useState(false);
  const [notice, setNotice] = useState("");

  async function loadTickets() {
    try {
      const res = await callTool<{ tickets: Summary[] }>("list_tickets", {});
      setTickets(res.tickets);
      // the list has no creation time: read each active ticket we have not seen yet
      const missing = res.tickets.filter((t) => (t.status === "open" || t.status === "pending") && !(t.id in opened));
      const reads = await Promise.all(
        missing.map((t) => callTool<{ ticket: Full }>("get_ticket", { ticket_id: t.id })),
      );
      if (reads.length) {
        setOpened((current) => {
          const next = { ...current };
          for (const r of reads) next[r.ticket.id] = r.ticket.created_at ?? "";
          return next;
        });
      }
    } catch (e) {
      setError(errorText(e));
    }
  }

  useEffect(() => {
    loadTickets();
    callTool<{ agents: Agent[] }>("list_agents", {})
      .then((res) => setAgents(res.agents))
      .catch((e) => setError(errorText(e)));
    readResource<Record<string, number>>("helpdesk://sla-policy")
      .then(setSla)
      .catch((e) => setError(errorText(e)));
  }, []);

  async function readTicket(id: string) {
    const res = await callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: id });
    setConvo(res.ticket);
    setToken(res.evidence_token);
    setNextStatus(res.ticket.status);
    return res.ticket;
  }

  async function openConversation(id: string) {
    setError("");
    try {
      await readTicket(id);
    } catch (e) {
      setError(errorText(e));
    }
  }

  async function addComment(internal: boolean) {
    if (!convo || !message.trim()) return;
    const id = convo.id;
    setError("");
    try {
      await callTool("add_comment", { ticket_id: id, body: message.trim(), internal });
      setMessage("");
      await readTicket(id); // read the conversation back from the helpdesk
    } catch (e) {
      setError(errorText(e));
    }
  }

  async function saveStatus() {
    if (!convo) return;
    const id = convo.id;
    setError("");
    try {
      await callTool("update_ticket_status", { ticket_id: id, status: nextStatus, evidence_token: token });
    } catch (e) {
      setError(errorText(e));
    }
    try {
      await readTicket(id); // status read-back
      await loadTickets();
    } catch (e) {
      setError(errorText(e));
    }
  }

  async function createTicket() {
    if (subject.trim().length < 3 || !selected) return;
    setError("");
    try {
      const res = await callTool<{ ticket: Ticket }>("create_ticket", {
        subject: subject.trim(),
        customer: selected,
        priority,
      });
      setSubject("");
      await loadTickets();
      await readTicket(res.ticket.id);
    } catch (e) {
      setError(errorText(e));
    }
  }

  async function sendAndResolve() {
    if (!convo || !message.trim()) return;
    const id = convo.id;
    setError("");
    try {
      await callTool("add_comment", { ticket_id: id, body: message.trim(), internal: false });
      setMessage("");
      // the comment made a new version: read it for a fresh evidence token
      const fresh = await callTool<{ evidence_token: string }>("get_ticket", { ticket_id: id });
      await callTool("update_ticket_status", { ticket_id: id, status: "resolved", evidence_token: fresh.evidence_token });
    } catch (e) {
      setError(errorText(e));
    }
    try {
      await readTicket(id);
      await loadTickets();
    } catch (e) {
      setError(errorText(e));
    }
  }

  async function resolveAllPending() {
    const pending = mine.filter((t) => t.status === "pending").map((t) => t.id);
    setError("");
    setNotice("");
    const failed: string[] = [];
    for (const id of pending) {
      try {
        const read = await callTool<{ evidence_token: string }>("get_ticket", { ticket_id: id });
        await callTool("update_ticket_status", { ticket_id: id, status: "resolved", evidence_token: read.evidence_token });
      } catch (e) {
        failed.push(`${id}: ${errorText(e)}`);
      }
    }
    await loadTickets();
    if (convo && pending.includes(convo.id)) await openConversation(convo.id);
    if (failed.length) setError(failed.join("; "));
    else setNotice(`Resolved ${pending.length} pending ticket(s) for ${selected}.`);
  }

  const customers = [...new Set(tickets.map((t) => t.customer))].sort((a, b) => a.localeCompare(b));
  const selected = customer || customers[0] || "";
  const mine = tickets.filter((t) => t.customer === selected).sort((a, b) => a.id.localeCompare(b.id));
  const count = (s: Status) => mine.filter((t) => t.status === s).length;
  const now = Date.now();
  const due = (t: Summary) => {
    const created = opened[t.id];
    if (!sla || !created || (t.status !== "open" && t.status !== "pending")) return null;
    return respondBy(created, sla[t.priority]);
  };
  const overdue = mine.filter((t) => {
    const d = due(t);
    return d !== null && d.getTime() < now;
  }).length;
  const agentName = (id: string | null) => (id ? agents.find((a) => a.id === id)?.name ?? id : "Unassigned");

  return (
    <div className="page">
      <header className="masthead">
        <h1>Customer accounts</h1>
        <label>
          Customer
          <select value={selected} onChange={(e) => setCustomer(e.target.value)}>
            {customers.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </header>
      {error && <p role="alert" className="alert">{error}</p>}
      <div className="grid">
      <section className="panel" aria-labelledby="account-name">
        <h2 id="account-name">{selected || "Loading accounts…"}</h2>
        <p className="summary">
          <span>Open: {count("open")}</span>
          <span>·</span>
          <span>Pending: {count("pending")}</span>
          <span>·</span>
          <span>Resolved: {count("resolved")}</span>
          <span>·</span>
          <span>Closed: {count("closed")}</span>
        </p>
        <div className="buttons">
          <p className="summary">Overdue: {overdue}</p>
          <button type="button" className="plain" onClick={resolveAllPending}>
            Resolve all pending
          </button>
        </div>
        {notice && <p className="muted">{notice}</p>}
        <table>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Subject</th>
              <th scope="col">Priority</th>
              <th scope="col">Status</th>
              <th scope="col">Assignee</th>
              <th scope="col">Respond by</th>
            </tr>
          </thead>
          <tbody>
            {mine.map((t) => (
              <tr key={t.id}>
                <th scope="row">
                  <button type="button" className="id" onClick={() => openConversation(t.id)}>
                    {t.id}
                  </button>
                </th>
                <td>{t.subject}</td>
                <td>{t.priority}</td>
                <td>{t.status}</td>
                <td>{agentName(t.assignee)}</td>
                <td>
                  {(() => {
                    const d = due(t);
                    if (!d) return "—";
                    return (
                      <>
                        {formatUtc(d)}
                        {d.getTime() < now && <span className="overdue">Overdue</span>}
                      </>
                    );
                  })()}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="panel stack" aria-labelledby="conversation-heading">
        <h2 id="conversation-heading">Conversation</h2>
        {!convo && <p className="muted">Choose a ticket id to read its conversation.</p>}
        {convo && (
          <>
            <h3>
              {convo.id} · {convo.subject}
            </h3>
            <p className="muted">{convo.comments.length} comments</p>
            {sla && <p>SLA target: {sla[convo.priority]} h</p>}
            <p>Status: {convo.status}</p>
            <div className="buttons">
              <label>
                Change status
                <select value={nextStatus} onChange={(e) => setNextStatus(e.target.value as Status)}>
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" className="align-end" onClick={saveStatus}>
                Save status
              </button>
            </div>
            <label className="inline">
              <input type="checkbox" checked={customerView} onChange={(e) => setCustomerView(e.target.checked)} />
              Customer view
            </label>
            <ul className="comments">
              {convo.comments.filter((c) => !customerView || !c.internal).map((c) => (
                <li key={c.id} className={c.internal ? "internal" : ""}>
                  <strong>{c.author}</strong>
                  <span className="tag">{c.internal ? "Internal note" : "Public reply"}</span>
                  <p>{c.body}</p>
                </li>
              ))}
            </ul>
            <label>
              Message
              <textarea value={message} onChange={(e) => setMessage(e.target.value)} />
            </label>
            <div className="buttons">
              <button type="button" onClick={() => addComment(false)}>
                Send public reply
              </button>
              <button type="button" className="plain" onClick={() => addComment(true)}>
                Add internal note
              </button>
              <button type="button" onClick={sendAndResolve}>
                Send and resolve
              </button>
            </div>
          </>
        )}
      </section>
      </div>
      <section className="panel sla-panel" aria-labelledby="new-ticket-heading">
        <h2 id="new-ticket-heading">New ticket</h2>
        <form
          className="buttons"
          onSubmit={(e) => {
            e.preventDefault();
            createTicket();
          }}
        >
          <label>
            Subject
            <input value={subject} onChange={(e) => setSubject(e.target.value)} size={40} />
          </label>
          <label>
            Priority
            <select value={priority} onChange={(e) => setPriority(e.target.value)}>
              {["low", "normal", "high", "urgent"].map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="align-end">
            Create ticket
          </button>
        </form>
        <p className="muted">The ticket is opened for {selected || "the selected customer"}.</p>
      </section>
      <section className="panel sla-panel" aria-labelledby="sla-heading">
        <h2 id="sla-heading">SLA targets</h2>
        {sla ? (
          <ul className="sla">
            {PRIORITY_ORDER.map((p) => (
              <li key={p}>
                {p}: {sla[p]} h
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Loading the SLA policy…</p>
        )}
      </section>
    </div>
  );
}
