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
type Agent = { id: string; name: string; team: string; active: boolean };

const ACTIVE: Status[] = ["open", "pending"];

export default function App() {
  const [tickets, setTickets] = useState<Summary[]>([]);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState("");

  async function loadQueue() {
    setLoading(true);
    try {
      const res = await callTool<{ tickets: Summary[] }>("list_tickets", {});
      setTickets(res.tickets);
      setError("");
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }

  async function loadAgents() {
    try {
      const res = await callTool<{ agents: Agent[] }>("list_agents", {});
      setAgents(res.agents);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  useEffect(() => {
    loadQueue();
    loadAgents();
  }, []);

  const agentName = (id: string | null) =>
    id === null ? "Unassigned" : agents.find((a) => a.id === id)?.name ?? id;

  const active = tickets.filter((t) => ACTIVE.includes(t.status)).sort((a, b) => a.id.localeCompare(b.id));

  return (
    <main>
      <h1>Triage queue</h1>
      <p className="muted">Open and pending tickets, read live from the helpdesk.</p>
      <div className="toolbar">
        <p className="count">{active.length} active tickets</p>
        <button type="button" className="secondary" onClick={() => loadQueue()}>
          Refresh
        </button>
        {loading && <span className="muted">Loading…</span>}
      </div>
      {error && <p role="alert" className="alert">{error}</p>}
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
              <td>{t.id}</td>
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
    </main>
  );
}
