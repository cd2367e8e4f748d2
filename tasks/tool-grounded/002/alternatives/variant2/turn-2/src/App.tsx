import { useEffect, useState } from "react";
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
type Agent = { id: string; name: string; active: boolean };
type Comment = { id: string; author: string; body: string; internal: boolean; at: string };
type Ticket = Summary & { created_at: string; comments: Comment[] };

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export default function App() {
  const [tickets, setTickets] = useState<Summary[]>([]);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [customer, setCustomer] = useState("");
  const [error, setError] = useState("");
  const [convo, setConvo] = useState<Ticket | null>(null);
  const [token, setToken] = useState("");
  const [message, setMessage] = useState("");

  async function loadTickets() {
    try {
      const res = await callTool<{ tickets: Summary[] }>("list_tickets", {});
      setTickets(res.tickets);
    } catch (e) {
      setError(errorText(e));
    }
  }

  useEffect(() => {
    loadTickets();
    callTool<{ agents: Agent[] }>("list_agents", {})
      .then((res) => setAgents(res.agents))
      .catch((e) => setError(errorText(e)));
  }, []);

  async function readTicket(id: string) {
    const res = await callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: id });
    setConvo(res.ticket);
    setToken(res.evidence_token);
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

  const customers = [...new Set(tickets.map((t) => t.customer))].sort((a, b) => a.localeCompare(b));
  const selected = customer || customers[0] || "";
  const mine = tickets.filter((t) => t.customer === selected).sort((a, b) => a.id.localeCompare(b.id));
  const count = (s: Status) => mine.filter((t) => t.status === s).length;
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
        <table>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Subject</th>
              <th scope="col">Priority</th>
              <th scope="col">Status</th>
              <th scope="col">Assignee</th>
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
            <ul className="comments">
              {convo.comments.map((c) => (
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
            </div>
          </>
        )}
      </section>
      </div>
    </div>
  );
}
