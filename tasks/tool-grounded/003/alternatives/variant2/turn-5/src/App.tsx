import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "open" | "pending" | "resolved" | "closed";
type Summary = { id: string; subject: string; priority: string; status: Status; assignee: string | null };
type Agent = { id: string; name: string; team: string; active: boolean };
type Stats = { by_status: Record<Status, number>; unassigned_open: number };

const isActive = (t: Summary) => t.status === "open" || t.status === "pending";
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export default function App() {
  const [stats, setStats] = useState<Stats | null>(null);
  const [tickets, setTickets] = useState<Summary[]>([]);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [error, setError] = useState("");
  const [team, setTeam] = useState("all");
  const [drillAgent, setDrillAgent] = useState<Agent | null>(null);
  const [drillTickets, setDrillTickets] = useState<Summary[]>([]);
  const [ticketId, setTicketId] = useState("");
  const [owner, setOwner] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [reassignError, setReassignError] = useState("");
  const [handTo, setHandTo] = useState("");
  const [handoverNote, setHandoverNote] = useState("");
  const [closeNote, setCloseNote] = useState("");

  async function loadAll() {
    try {
      const [s, l, a] = await Promise.all([
        callTool<Stats>("get_queue_stats", {}),
        callTool<{ tickets: Summary[] }>("list_tickets", {}),
        callTool<{ agents: Agent[] }>("list_agents", {}),
      ]);
      setStats(s);
      setTickets(l.tickets);
      setAgents(a.agents);
      setError("");
    } catch (e) {
      setError(errorText(e));
    }
  }

  useEffect(() => {
    loadAll();
  }, []);

  async function openAgent(agent: Agent) {
    setDrillAgent(agent);
    try {
      const res = await callTool<{ tickets: Summary[] }>("list_tickets", { assignee: agent.id });
      setDrillTickets(res.tickets.filter(isActive));
    } catch (e) {
      setError(errorText(e));
    }
  }

  async function refreshEverything() {
    await loadAll();
    if (drillAgent) await openAgent(drillAgent);
  }

  async function reassign() {
    const id = ticketId.trim().toUpperCase();
    if (!id || !owner) return;
    setConfirmation("");
    setReassignError("");
    try {
      const before = await callTool<{ evidence_token: string }>("get_ticket", { ticket_id: id });
      await callTool("assign_ticket", { ticket_id: id, agent_id: owner, evidence_token: before.evidence_token });
      const after = await callTool<{ ticket: Summary }>("get_ticket", { ticket_id: id });
      const name = agents.find((a) => a.id === after.ticket.assignee)?.name ?? after.ticket.assignee;
      setConfirmation(`${after.ticket.id} now belongs to ${name}`);
    } catch (e) {
      setReassignError(errorText(e));
    }
    await refreshEverything();
  }

  async function handOverAll() {
    if (!handTo) return;
    const ids = held.map((t) => t.id);
    const failed: string[] = [];
    setHandoverNote("");
    for (const id of ids) {
      try {
        const read = await callTool<{ evidence_token: string }>("get_ticket", { ticket_id: id });
        await callTool("assign_ticket", { ticket_id: id, agent_id: handTo, evidence_token: read.evidence_token });
      } catch (e) {
        failed.push(`${id}: ${errorText(e)}`);
      }
    }
    if (failed.length) setError(failed.join("; "));
    else setHandoverNote(`Handed over ${ids.length} ticket(s).`);
    await refreshEverything();
  }

  async function closeResolved() {
    setCloseNote("");
    const failed: string[] = [];
    let closed = 0;
    try {
      const res = await callTool<{ tickets: Summary[] }>("list_tickets", { status: "resolved" });
      for (const t of res.tickets) {
        try {
          const read = await callTool<{ evidence_token: string }>("get_ticket", { ticket_id: t.id });
          await callTool("update_ticket_status", { ticket_id: t.id, status: "closed", evidence_token: read.evidence_token });
          closed += 1;
        } catch (e) {
          failed.push(`${t.id}: ${errorText(e)}`);
        }
      }
    } catch (e) {
      failed.push(errorText(e));
    }
    if (failed.length) setError(failed.join("; "));
    setCloseNote(`Closed ${closed} resolved ticket(s).`);
    await refreshEverything();
  }

  const teams = [...new Set(agents.map((a) => a.team))].sort();
  const shownAgents = agents.filter((a) => team === "all" || a.team === team);
  const load = (agentId: string) => tickets.filter((t) => isActive(t) && t.assignee === agentId).length;
  const activeAgents = agents.filter((a) => a.active);
  const inactiveIds = new Set(agents.filter((a) => !a.active).map((a) => a.id));
  const held = tickets.filter((t) => isActive(t) && t.assignee !== null && inactiveIds.has(t.assignee));
  const suggested = [...activeAgents].sort((a, b) => load(a.id) - load(b.id) || a.name.localeCompare(b.name))[0];
  const nameOf = (id: string | null) => agents.find((a) => a.id === id)?.name ?? id ?? "Unassigned";

  return (
    <div className="wrap">
      <header className="head">
        <h1>Team lead dashboard</h1>
        <button type="button" className="quiet" onClick={() => loadAll()}>
          Refresh
        </button>
      </header>
      {error && <p role="alert" className="alert">{error}</p>}
      <section className="box" aria-labelledby="health-heading">
        <h2 id="health-heading">Queue health</h2>
        {stats ? (
          <ul className="tiles">
            <li>Open: {stats.by_status.open}</li>
            <li>Pending: {stats.by_status.pending}</li>
            <li>Resolved: {stats.by_status.resolved}</li>
            <li>Closed: {stats.by_status.closed}</li>
            <li>Unassigned open: {stats.unassigned_open}</li>
            <li>Active: {stats.by_status.open + stats.by_status.pending}</li>
          </ul>
        ) : (
          <p className="muted">Reading the queue…</p>
        )}
        <div className="form health-actions">
          <button type="button" className="quiet" onClick={closeResolved}>
            Close resolved tickets
          </button>
          {closeNote && <span className="muted">{closeNote}</span>}
        </div>
      </section>
      <section className="box" aria-labelledby="workload-heading">
        <h2 id="workload-heading">Workload</h2>
        <div className="form">
          <label>
            Team
            <select value={team} onChange={(e) => setTeam(e.target.value)}>
              <option value="all">All teams</option>
              {teams.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
        </div>
        {suggested && <p className="muted">Suggested owner: {suggested.name}</p>}
        <table>
          <thead>
            <tr>
              <th>Agent</th>
              <th>Team</th>
              <th>Active tickets</th>
              <th>State</th>
            </tr>
          </thead>
          <tbody>
            {shownAgents.map((a) => (
              <tr key={a.id}>
                <td>
                  <button type="button" className="name" onClick={() => openAgent(a)}>
                    {a.name}
                  </button>
                </td>
                <td>{a.team}</td>
                <td>{load(a.id)}</td>
                <td className={a.active ? "" : "inactive"}>{a.active ? "Active" : "Inactive"}</td>
              </tr>
            ))}
            <tr>
              <td>Unassigned</td>
              <td>—</td>
              <td>{tickets.filter((t) => isActive(t) && t.assignee === null).length}</td>
              <td>—</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className="box" aria-labelledby="handover-heading">
        <h2 id="handover-heading">Needs handover</h2>
        {held.length === 0 ? (
          <p className="muted">Nothing needs a handover</p>
        ) : (
          <table className="handover">
            <thead>
              <tr>
                <th>Ticket</th>
                <th>Subject</th>
                <th>Owner</th>
              </tr>
            </thead>
            <tbody>
              {held.map((t) => (
                <tr key={t.id}>
                  <td>{t.id}</td>
                  <td>{t.subject}</td>
                  <td>{nameOf(t.assignee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="form">
          <label>
            Hand over to
            <select value={handTo} onChange={(e) => setHandTo(e.target.value)}>
              <option value="">Choose an agent</option>
              {activeAgents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={handOverAll}>
            Hand over all
          </button>
        </div>
        {handoverNote && <p className="ok">{handoverNote}</p>}
      </section>
      <section className="box" aria-labelledby="reassign-heading">
        <h2 id="reassign-heading">Reassign</h2>
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            reassign();
          }}
        >
          <label>
            Ticket ID
            <input value={ticketId} onChange={(e) => setTicketId(e.target.value)} size={10} />
          </label>
          <label>
            New owner
            <select value={owner} onChange={(e) => setOwner(e.target.value)}>
              <option value="">Choose an agent</option>
              {agents
                .filter((a) => a.active)
                .map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
            </select>
          </label>
          <button type="submit">Reassign</button>
        </form>
        {confirmation && <p className="ok">{confirmation}</p>}
        {reassignError && <p role="alert" className="alert">{reassignError}</p>}
      </section>
      {drillAgent && (
        <section className="box" aria-labelledby="drill-heading">
          <h2 id="drill-heading">Tickets for {drillAgent.name}</h2>
          {drillTickets.length === 0 ? (
            <p className="muted">No open or pending tickets.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>ID</th>
                  <th>Subject</th>
                  <th>Priority</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {drillTickets.map((t) => (
                  <tr key={t.id}>
                    <td>{t.id}</td>
                    <td>{t.subject}</td>
                    <td>{t.priority}</td>
                    <td>{t.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
