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
const PRIORITIES = ["urgent", "high", "normal", "low"];
const VIEWS = ["Active", "Open", "Pending", "Resolved", "Closed"];

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
  const [priority, setPriority] = useState("all");
  const [onlyUnassigned, setOnlyUnassigned] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [view, setView] = useState("Active");
  const [changes, setChanges] = useState<string[]>([]);

  const logChange = (line: string) => setChanges((current) => [line, ...current]);

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
    let accepted = false;
    try {
      await callTool("update_ticket_status", { ticket_id: id, status: newStatus, evidence_token: token });
      setNotice(`The helpdesk accepted the change to ${id}.`);
      accepted = true;
    } catch (e) {
      setError(message(e));
    }
    try {
      const fresh = await readTicket(id); // status read-back
      if (accepted) logChange(`${id}: status ${fresh.status}`);
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
    let accepted = false;
    try {
      await callTool("assign_ticket", { ticket_id: id, agent_id: assignTo, evidence_token: token });
      setNotice(`The helpdesk accepted the new assignee for ${id}.`);
      accepted = true;
    } catch (e) {
      setError(message(e));
    }
    try {
      const fresh = await readTicket(id); // assignee read-back
      if (accepted) logChange(`${id}: assigned to ${agentName(fresh.assignee)}`);
    } catch (e) {
      setError(message(e));
    }
    await loadQueue();
  }

  async function markSelectedPending() {
    const ids = [...selected];
    setError("");
    setNotice("");
    const failures: string[] = [];
    for (const id of ids) {
      try {
        const fresh = await callTool<{ evidence_token: string }>("get_ticket", { ticket_id: id });
        const res = await callTool<{ ticket: Ticket }>("update_ticket_status", {
          ticket_id: id,
          status: "pending",
          evidence_token: fresh.evidence_token,
        });
        logChange(`${id}: status ${res.ticket.status}`);
      } catch (e) {
        failures.push(`${id}: ${message(e)}`);
      }
    }
    setSelected([]);
    if (failures.length) setError(failures.join("; "));
    else setNotice(`The helpdesk moved ${ids.length} ticket(s) to pending.`);
    await loadQueue();
    if (detail && ids.includes(detail.id)) {
      try {
        await readTicket(detail.id);
      } catch (e) {
        setError(message(e));
      }
    }
  }

  function toggle(id: string, on: boolean) {
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  }

  const agentName = (id: string | null) =>
    id === null ? "Unassigned" : agents.find((a) => a.id === id)?.name ?? id;

  const active = tickets.filter((t) => ACTIVE.includes(t.status)).sort((a, b) => a.id.localeCompare(b.id));
  const unassigned = active.filter((t) => t.assignee === null).length;
  const inView = tickets
    .filter((t) => (view === "Active" ? ACTIVE.includes(t.status) : t.status === view.toLowerCase()))
    .sort((a, b) => a.id.localeCompare(b.id));
  const shown = inView.filter(
    (t) => (priority === "all" || t.priority === priority) && (!onlyUnassigned || t.assignee === null),
  );
  const activeAgents = agents.filter((a) => a.active);

  return (
    <main>
      <h1>Triage queue</h1>
      <p className="muted">Open and pending tickets, read live from the helpdesk.</p>
      <div className="toolbar">
        <p className="count">
          Showing {shown.length} of {inView.length} {view.toLowerCase()} tickets
        </p>
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
      <div className="toolbar">
        <label>
          View
          <select value={view} onChange={(e) => setView(e.target.value)}>
            {VIEWS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label>
          Priority
          <select value={priority} onChange={(e) => setPriority(e.target.value)}>
            <option value="all">All</option>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          <input type="checkbox" checked={onlyUnassigned} onChange={(e) => setOnlyUnassigned(e.target.checked)} />
          Unassigned only
        </label>
        <button type="button" onClick={markSelectedPending} disabled={selected.length === 0}>
          Mark selected pending
        </button>
      </div>
      {error && <p role="alert" className="alert">{error}</p>}
      <div className="layout">
        <table>
          <thead>
            <tr>
              <th>Select</th>
              <th>ID</th>
              <th>Subject</th>
              <th>Customer</th>
              <th>Priority</th>
              <th>Status</th>
              <th>Assignee</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((t) => (
              <tr key={t.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${t.id}`}
                    checked={selected.includes(t.id)}
                    onChange={(e) => toggle(t.id, e.target.checked)}
                  />
                </td>
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
      <section className="card stack recent" aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recent changes</h2>
        {changes.length === 0 ? (
          <p className="muted">No changes yet</p>
        ) : (
          <ul className="log">
            {changes.map((line, i) => (
              <li key={`${i}-${line}`}>{line}</li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
