import { useEffect, useState, type FormEvent } from "react";
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

const INCIDENT_CUSTOMER = "Major incident";
const PRIORITY_CHOICES = ["Any", "urgent", "high", "normal", "low"];

function idNumber(id: string): number {
  const n = Number(id.replace(/^\D+/, ""));
  return Number.isFinite(n) ? n : 0;
}

function byId(a: { id: string }, b: { id: string }): number {
  return idNumber(a.id) - idNumber(b.id) || a.id.localeCompare(b.id);
}

function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

function candidateLine(n: number): string {
  if (n === 0) return "No candidates";
  return n === 1 ? "1 candidate" : `${n} candidates`;
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [incident, setIncident] = useState<Summary | null>(null);
  const [incidentLoaded, setIncidentLoaded] = useState(false);
  const [title, setTitle] = useState("");
  const [titleNote, setTitleNote] = useState<string | null>(null);
  const [priority, setPriority] = useState("Any");
  const [candidates, setCandidates] = useState<Summary[] | null>(null);

  function agentName(id: string | null): string {
    if (id === null) return "Unassigned";
    return agents.find((a) => a.id === id)?.name ?? id;
  }

  async function loadIncident() {
    const { tickets } = await callTool<{ tickets: Summary[] }>("list_tickets", {});
    const mine = tickets.filter((t) => t.customer === INCIDENT_CUSTOMER).sort(byId);
    setIncident(mine.length > 0 ? mine[mine.length - 1] : null);
    setIncidentLoaded(true);
  }

  async function loadCandidates(choice: string) {
    const args: Record<string, string> = { status: "open" };
    if (choice !== "Any") args.priority = choice;
    const { tickets } = await callTool<{ tickets: Summary[] }>("list_tickets", args);
    setCandidates(tickets.filter((t) => t.customer !== INCIDENT_CUSTOMER).sort(byId));
  }

  useEffect(() => {
    (async () => {
      const res = await callTool<{ agents: Agent[] }>("list_agents", {});
      setAgents(res.agents);
      await loadIncident();
      await loadCandidates("Any");
    })();
  }, []);

  async function onDeclare(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed.length < 3 || trimmed.length > 80) {
      setTitleNote("Title must be 3 to 80 characters");
      return;
    }
    setTitleNote(null);
    try {
      await callTool("create_ticket", { subject: trimmed, customer: INCIDENT_CUSTOMER, priority: "urgent" });
      setTitle("");
    } catch (err) {
      setTitleNote(`Refused: ${errorMessage(err)}`);
    }
    await loadIncident();
  }

  async function onFind(event: FormEvent) {
    event.preventDefault();
    await loadCandidates(priority);
  }

  return (
    <main className="page">
      <h1>Major incident desk</h1>

      <section className="card" aria-labelledby="incident-heading">
        <h2 id="incident-heading">Incident</h2>
        {incidentLoaded && (
          <p className="incident-line">
            {incident ? `Incident ${incident.id}: ${incident.subject} (${incident.status})` : "No incident declared"}
          </p>
        )}
        <form className="row" onSubmit={onDeclare}>
          <label htmlFor="incident-title">Incident title</label>
          <input id="incident-title" type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
          <button type="submit">Declare incident</button>
        </form>
        {titleNote && (
          <p className="notice" role="alert">
            {titleNote}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="candidates-heading">
        <h2 id="candidates-heading">Candidates</h2>
        <form className="row" onSubmit={onFind}>
          <label htmlFor="priority">Priority</label>
          <select id="priority" value={priority} onChange={(e) => setPriority(e.target.value)}>
            {PRIORITY_CHOICES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <button type="submit">Find</button>
        </form>
        {candidates !== null && <p className="count">{candidateLine(candidates.length)}</p>}
        {candidates !== null && candidates.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>ID</th>
                <th>Subject</th>
                <th>Customer</th>
                <th>Priority</th>
                <th>Assignee</th>
              </tr>
            </thead>
            <tbody>
              {candidates.map((t) => (
                <tr key={t.id}>
                  <td>{t.id}</td>
                  <td>{t.subject}</td>
                  <td>{t.customer}</td>
                  <td>{t.priority}</td>
                  <td>{agentName(t.assignee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
