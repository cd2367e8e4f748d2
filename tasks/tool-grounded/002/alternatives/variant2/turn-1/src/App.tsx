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

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export default function App() {
  const [tickets, setTickets] = useState<Summary[]>([]);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [customer, setCustomer] = useState("");
  const [error, setError] = useState("");

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
                <th scope="row">{t.id}</th>
                <td>{t.subject}</td>
                <td>{t.priority}</td>
                <td>{t.status}</td>
                <td>{agentName(t.assignee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
