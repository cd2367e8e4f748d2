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
type Ticket = Summary & { created_at: string; version: number };
type Agent = { id: string; name: string; team: string; active: boolean };

const ACTIVE: Status[] = ["open", "pending"];
const STATUSES: Status[] = ["open", "pending", "resolved", "closed"];

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export default function App() {
  const [tickets, setTickets] = useState<Summary[]>([]);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [lookup, setLookup] = useState("");
  const [detail, setDetail] = useState<Ticket | null>(null);
  const [token, setToken] = useState("");
  const [newStatus, setNewStatus] = useState<Status>("open");
  const [assignTo, setAssignTo] = useState("");

  async function loadQueue() {
    setLoading(true);
    try {
      const res = await callTool<{ tickets: Summary[] }>("list_tickets", {});
      setTickets(res.tickets);
    } catch (e) {
      setError(message(e));
    } finally {
      setLoading(false);
    }
  }

  async function loadAgents() {
    try {
      const res = await callTool<{ agents: Agent[] }>("list_agents", {});
      setAgents(res.agents);
    } catch (e) {
      setError(message(e));
    }
  }

  useEffect(() => {
    loadQueue();
    loadAgents();
  }, []);

  async function readTicket(id: string) {
    const res = await callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: id });
    setDetail(res.ticket);
    setToken(res.evidence_token);
    setNewStatus(res.ticket.status);
    setAssignTo(res.ticket.assignee ?? "");
    return res.ticket;
  }

  async function openTicket(id: string) {
    setError("");
    setNotice("");
    try {
      await readTicket(id.trim().toUpperCase());
    } catch (e) {
      setError(message(e));
    }
  }

  async function changeStatus() {
    if (!detail) return;
    const id = detail.id;
    setError("");
    setNotice("");
    try {
      await callTool("update_ticket_status", { ticket_id: id, status: newStatus, evidence_token: token });
      setNotice(`The helpdesk accepted the change to ${id}.`);
    } catch (e) {
      setError(message(e));
    }
    try {
      await readTicket(id); // status read-back
    } catch (e) {
      setError(message(e));
    }
    await loadQueue();
  }

  async function assign() {
    if (!detail || !assignTo) return;
    const id = detail.id;
    setError("");
    setNotice("");
    try {
      await callTool("assign_ticket", { ticket_id: id, agent_id: assignTo, evidence_token: token });
      setNotice(`The helpdesk accepted the new assignee for ${id}.`);
    } catch (e) {
      setError(message(e));
    }
    try {
      await readTicket(id); // assignee read-back
    } catch (e) {
      setError(message(e));
    }
    await loadQueue();
  }

  const agentName = (id: string | null) =>
    id === null ? "Unassigned" : agents.find((a) => a.id === id)?.name ?? id;

  const active = tickets.filter((t) => ACTIVE.includes(t.status)).sort((a, b) => a.id.localeCompare(b.id));
  const unassigned = active.filter((t) => t.assignee === null).length;
  const activeAgents = agents.filter((a) => a.active);

  return (
    <main>
      <h1>Triage queue</h1>
      <p className="muted">Open and pending tickets, read live from the helpdesk.</p>
      <div className="toolbar">
        <p className="count">{active.length} active tickets</p>
        <p className="count">Unassigned: {unassigned}</p>
        <button type="button" className="secondary" onClick={() => loadQueue()}>
          Refresh
        </button>
        {loading && <span className="muted">Loading…</span>}
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            if (lookup.trim()) openTicket(lookup);
          }}
        >
          <label>
            Ticket ID
            <input value={lookup} onChange={(e) => setLookup(e.target.value)} size={10} />
          </label>
          <button type="submit">Open ticket</button>
        </form>
      </div>
      {error && <p role="alert" className="alert">{error}</p>}
      <div className="layout">
        <table>
          <thead>
            <tr>
              <th>ID</th>
              <th>Subject</th>
              <th>Customer</th>
              <th>Priority</th>
              <th>Status</th>
              <th>Assignee</th>
            </tr>
          </thead>
          <tbody>
            {active.map((t) => (
              <tr key={t.id}>
                <td>
                  <button type="button" className="link" onClick={() => openTicket(t.id)}>
                    {t.id}
                  </button>
                </td>
                <td>{t.subject}</td>
                <td>{t.customer}</td>
                <td>{t.priority}</td>
                <td>
                  <span className={`badge ${t.status}`}>{t.status}</span>
                </td>
                <td>{agentName(t.assignee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <aside className="card stack" aria-labelledby="details-heading">
          <h2 id="details-heading">Ticket details</h2>
          {!detail && <p className="muted">Choose a ticket id to see it here.</p>}
          {detail && (
            <>
              <p>
                <strong>{detail.id}</strong> · {detail.subject}
              </p>
              <dl>
                <dt>Customer</dt>
                <dd>{detail.customer}</dd>
                <dt>Priority</dt>
                <dd>{detail.priority}</dd>
              </dl>
              <p>Opened {detail.created_at.slice(0, 10)}</p>
              <p>Status: {detail.status}</p>
              <p>Assignee: {agentName(detail.assignee)}</p>
              <div className="row">
                <label>
                  New status
                  <select value={newStatus} onChange={(e) => setNewStatus(e.target.value as Status)}>
                    {STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" onClick={changeStatus}>
                  Update status
                </button>
              </div>
              <div className="row">
                <label>
                  Assign to
                  <select value={assignTo} onChange={(e) => setAssignTo(e.target.value)}>
                    <option value="">Choose an agent</option>
                    {activeAgents.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" onClick={assign}>
                  Assign
                </button>
              </div>
              {notice && <p className="note">{notice}</p>}
            </>
          )}
        </aside>
      </div>
    </main>
  );
}
