import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./app.css";

interface Row {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: string;
  assignee: string | null;
}

interface Agent {
  id: string;
  name: string;
}

async function activeTickets(): Promise<Row[]> {
  const [open, pending] = await Promise.all([
    callTool<{ tickets: Row[] }>("list_tickets", { status: "open" }),
    callTool<{ tickets: Row[] }>("list_tickets", { status: "pending" }),
  ]);
  return [...open.tickets, ...pending.tickets].sort((a, b) => (a.id < b.id ? -1 : 1));
}

export default function App() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function refresh() {
    try {
      setRows(await activeTickets());
      setProblem(null);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    }
  }

  useEffect(() => {
    refresh();
    callTool<{ agents: Agent[] }>("list_agents", {})
      .then(({ agents }) => setNames(Object.fromEntries(agents.map((a) => [a.id, a.name]))))
      .catch((err) => setProblem(String(err?.message ?? err)));
  }, []);

  return (
    <div className="shell">
      <header className="top">
        <h1>Triage queue</h1>
        <span className="sub">Live view of the shared support inbox</span>
      </header>
      <div className="bar">
        <span className="stat">{rows ? `${rows.length} active tickets` : "Loading the queue…"}</span>
        <button type="button" className="ghost" onClick={refresh}>
          Refresh
        </button>
      </div>
      {problem && (
        <div role="alert" className="problem">
          {problem}
        </div>
      )}
      <table className="queue">
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
          {(rows ?? []).map((r) => (
            <tr key={r.id}>
              <td className="tid">{r.id}</td>
              <td>{r.subject}</td>
              <td>{r.customer}</td>
              <td className={`prio prio-${r.priority}`}>{r.priority}</td>
              <td>{r.status}</td>
              <td>{r.assignee ? names[r.assignee] ?? r.assignee : "Unassigned"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
