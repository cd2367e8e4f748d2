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
type Comment = { id: string; author: string; body: string; internal: boolean; at: string };
type Ticket = Summary & { comments: Comment[] };
type Agent = { id: string; name: string; team: string; active: boolean };

const INCIDENT_CUSTOMER = "Major incident";
const PRIORITY_CHOICES = ["Any", "urgent", "high", "normal", "low"];
const CAPACITY: Record<string, number> = { "Priya Raman": 4, "Jonas Weber": 3 };

function capacityOf(name: string): number {
  return CAPACITY[name] ?? 2;
}

function isActive(t: { status: Status }): boolean {
  return t.status === "open" || t.status === "pending";
}

function loadOf(agentId: string, tickets: Summary[]): number {
  return tickets.filter((t) => t.assignee === agentId && isActive(t)).length;
}

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

function linkedLine(n: number): string {
  if (n === 0) return "No linked tickets";
  return n === 1 ? "1 linked ticket" : `${n} linked tickets`;
}

function linkText(incidentId: string): string {
  return `Linked to incident ${incidentId}`;
}

function isLinked(ticket: Ticket, incidentId: string): boolean {
  const text = linkText(incidentId);
  return ticket.comments.some((c) => c.internal && c.body === text);
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [incident, setIncident] = useState<Summary | null>(null);
  const [incidentLoaded, setIncidentLoaded] = useState(false);
  const [title, setTitle] = useState("");
  const [titleNote, setTitleNote] = useState<string | null>(null);
  const [priority, setPriority] = useState("Any");
  const [candidates, setCandidates] = useState<Summary[] | null>(null);
  const [linked, setLinked] = useState<Ticket[] | null>(null);
  const [linkId, setLinkId] = useState("");
  const [linkNote, setLinkNote] = useState<string | null>(null);
  const [summaries, setSummaries] = useState<Summary[] | null>(null);
  const [assignChoice, setAssignChoice] = useState<Record<string, string>>({});
  const [assignNote, setAssignNote] = useState<string | null>(null);

  const activeAgents = agents.filter((a) => a.active);

  function agentName(id: string | null): string {
    if (id === null) return "Unassigned";
    return agents.find((a) => a.id === id)?.name ?? id;
  }

  async function loadCandidates(choice: string) {
    const args: Record<string, string> = { status: "open" };
    if (choice !== "Any") args.priority = choice;
    const { tickets } = await callTool<{ tickets: Summary[] }>("list_tickets", args);
    setCandidates(tickets.filter((t) => t.customer !== INCIDENT_CUSTOMER).sort(byId));
  }

  async function readLinked(tickets: Summary[], incidentId: string): Promise<Ticket[]> {
    const full = await Promise.all(
      tickets.map((t) => callTool<{ ticket: Ticket }>("get_ticket", { ticket_id: t.id }).then((r) => r.ticket)),
    );
    return full.filter((t) => isLinked(t, incidentId)).sort(byId);
  }

  async function loadIncidentAndLinked() {
    const { tickets } = await callTool<{ tickets: Summary[] }>("list_tickets", {});
    const mine = tickets.filter((t) => t.customer === INCIDENT_CUSTOMER).sort(byId);
    const current = mine.length > 0 ? mine[mine.length - 1] : null;
    setSummaries(tickets);
    setIncident(current);
    setIncidentLoaded(true);
    setLinked(current ? await readLinked(tickets, current.id) : []);
    return current;
  }

  async function refresh(choice: string) {
    await loadIncidentAndLinked();
    await loadCandidates(choice);
  }

  useEffect(() => {
    (async () => {
      const res = await callTool<{ agents: Agent[] }>("list_agents", {});
      setAgents(res.agents);
      await refresh("Any");
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
    await loadIncidentAndLinked();
  }

  async function onFind(event: FormEvent) {
    event.preventDefault();
    await loadCandidates(priority);
  }

  async function link(ticketId: string) {
    setLinkNote(null);
    if (!incident) {
      setLinkNote("Declare an incident first");
      return;
    }
    if (ticketId === incident.id) {
      setLinkNote("The incident cannot be linked to itself");
      return;
    }
    try {
      const first = await callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: ticketId });
      const ticket = first.ticket;
      if (ticket.status !== "open" && ticket.status !== "pending") {
        setLinkNote("Only open or pending tickets can be linked");
        return;
      }
      if (isLinked(ticket, incident.id)) {
        setLinkNote(`${ticket.id} is already linked`);
        return;
      }
      await callTool("add_comment", { ticket_id: ticket.id, body: linkText(incident.id), internal: true });
      const fresh = await callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: ticket.id });
      if (fresh.ticket.status !== "pending") {
        await callTool("update_ticket_status", {
          ticket_id: ticket.id,
          status: "pending",
          evidence_token: fresh.evidence_token,
        });
      }
      setLinkNote(`${ticket.id} linked to ${incident.id}`);
    } catch (err) {
      setLinkNote(`Refused: ${errorMessage(err)}`);
    }
    await refresh(priority);
  }

  async function assign(ticketId: string) {
    setAssignNote(null);
    const agentId = assignChoice[ticketId] ?? activeAgents[0]?.id;
    const agent = agents.find((a) => a.id === agentId);
    if (!agent) return;
    try {
      const { tickets } = await callTool<{ tickets: Summary[] }>("list_tickets", {});
      const load = loadOf(agent.id, tickets);
      const capacity = capacityOf(agent.name);
      if (load >= capacity) {
        setAssignNote(`${agent.name} is at capacity (${load} of ${capacity})`);
      } else {
        const fresh = await callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: ticketId });
        await callTool("assign_ticket", { ticket_id: ticketId, agent_id: agent.id, evidence_token: fresh.evidence_token });
        setAssignNote(`${ticketId} assigned to ${agent.name}`);
      }
    } catch (err) {
      setAssignNote(`Refused: ${errorMessage(err)}`);
    }
    await refresh(priority);
  }

  async function onLinkById(event: FormEvent) {
    event.preventDefault();
    const id = linkId.trim();
    if (id === "") return;
    await link(id);
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
        <form className="row" onSubmit={onLinkById}>
          <label htmlFor="link-id">Ticket ID</label>
          <input id="link-id" type="text" value={linkId} onChange={(e) => setLinkId(e.target.value)} />
          <button type="submit">Link by id</button>
        </form>
        {linkNote && (
          <p className="notice" role="status">
            {linkNote}
          </p>
        )}
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
                <th>Action</th>
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
                  <td>
                    <button type="button" onClick={() => link(t.id)}>
                      Link
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="card" aria-labelledby="linked-heading">
        <h2 id="linked-heading">Linked tickets</h2>
        {linked !== null && <p className="count">{linkedLine(linked.length)}</p>}
        {linked !== null && linked.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>ID</th>
                <th>Subject</th>
                <th>Status</th>
                <th>Assignee</th>
                <th>Assign</th>
              </tr>
            </thead>
            <tbody>
              {linked.map((t) => (
                <tr key={t.id}>
                  <td>{t.id}</td>
                  <td>{t.subject}</td>
                  <td>{t.status}</td>
                  <td>{agentName(t.assignee)}</td>
                  <td>
                    <div className="row">
                      <label>
                        Assign to{" "}
                        <select
                          value={assignChoice[t.id] ?? activeAgents[0]?.id ?? ""}
                          onChange={(e) => setAssignChoice({ ...assignChoice, [t.id]: e.target.value })}
                        >
                          {activeAgents.map((a) => (
                            <option key={a.id} value={a.id}>
                              {a.name}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button type="button" onClick={() => assign(t.id)}>
                        Assign
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {assignNote && (
          <p className="notice" role="status">
            {assignNote}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="responders-heading">
        <h2 id="responders-heading">Responders</h2>
        {summaries !== null && (
          <ul className="responders">
            {activeAgents.map((a) => (
              <li key={a.id}>
                {a.name}: {loadOf(a.id, summaries)} of {capacityOf(a.name)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
