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

  const load = (agentId: string) => tickets.filter((t) => isActive(t) && t.assignee === agentId).length;

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
          </ul>
        ) : (
          <p className="muted">Reading the queue…</p>
        )}
      </section>
      <section className="box" aria-labelledby="workload-heading">
        <h2 id="workload-heading">Workload</h2>
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
            {agents.map((a) => (
              <tr key={a.id}>
                <td>{a.name}</td>
                <td>{a.team}</td>
                <td>{load(a.id)}</td>
                <td className={a.active ? "" : "inactive"}>{a.active ? "Active" : "Inactive"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
