import { useCallback, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import {
  addComment,
  agentName,
  assignTicket,
  capacityOf,
  loadOf,
  createIncident,
  errorText,
  findIncident,
  getTicket,
  hasLinkComment,
  incidentLine,
  INCIDENT_CUSTOMER,
  isOpenOrPending,
  linkComment,
  listAgents,
  listTickets,
  readLinked,
  sortById,
  updateStatus,
} from "./helpdesk";
import type { Agent, Priority, Ticket, TicketSummary } from "./helpdesk";
import LinkedTickets from "./LinkedTickets";
import Responders from "./Responders";
import "./app.css";

type PriorityChoice = "any" | Priority;
const PRIORITY_CHOICES: { value: PriorityChoice; label: string }[] = [
  { value: "any", label: "Any" },
  { value: "urgent", label: "urgent" },
  { value: "high", label: "high" },
  { value: "normal", label: "normal" },
  { value: "low", label: "low" },
];

function candidateCount(n: number): string {
  if (n === 0) return "No candidates";
  return n === 1 ? "1 candidate" : `${n} candidates`;
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [incident, setIncident] = useState<TicketSummary | null>(null);
  const [incidentLoaded, setIncidentLoaded] = useState(false);
  const [incidentMessage, setIncidentMessage] = useState("");
  const [title, setTitle] = useState("");

  const [priority, setPriority] = useState<PriorityChoice>("any");
  const appliedPriority = useRef<PriorityChoice>("any");
  const [candidates, setCandidates] = useState<TicketSummary[] | null>(null);
  const [candidatesMessage, setCandidatesMessage] = useState("");

  const [linked, setLinked] = useState<Ticket[] | null>(null);
  const [linkedMessage, setLinkedMessage] = useState("");
  const [linkId, setLinkId] = useState("");
  const [linkMessage, setLinkMessage] = useState("");
  const [allTickets, setAllTickets] = useState<TicketSummary[] | null>(null);
  const [assignChoice, setAssignChoice] = useState<Record<string, string>>({});
  const [linkedAction, setLinkedAction] = useState("");

  const [busy, setBusy] = useState(false);

  /** Re-read the incident and the linked tickets from the live helpdesk. */
  const loadIncidentAndLinked = useCallback(async (): Promise<TicketSummary | null> => {
    try {
      const tickets = await listTickets();
      setAllTickets(tickets);
      const current = findIncident(tickets);
      setIncident(current);
      setIncidentLoaded(true);
      setLinked(current ? await readLinked(current.id, tickets) : []);
      setLinkedMessage("");
      return current;
    } catch (err) {
      setLinkedMessage(`Could not read the helpdesk: ${errorText(err)}`);
      return null;
    }
  }, []);

  const loadCandidates = useCallback(async (choice: PriorityChoice) => {
    appliedPriority.current = choice;
    try {
      const rows = await listTickets(choice === "any" ? { status: "open" } : { status: "open", priority: choice });
      setCandidates(sortById(rows.filter((t) => t.customer !== INCIDENT_CUSTOMER)));
      setCandidatesMessage("");
    } catch (err) {
      setCandidatesMessage(`Could not read the candidates: ${errorText(err)}`);
    }
  }, []);

  const reloadLists = useCallback(async () => {
    await loadIncidentAndLinked();
    await loadCandidates(appliedPriority.current);
  }, [loadIncidentAndLinked, loadCandidates]);

  useEffect(() => {
    void (async () => {
      try {
        setAgents(await listAgents());
      } catch (err) {
        setCandidatesMessage(`Could not read the agents: ${errorText(err)}`);
      }
      await reloadLists();
    })();
  }, [reloadLists]);

  async function declare(event: FormEvent) {
    event.preventDefault();
    const subject = title.trim();
    if (subject.length < 3 || subject.length > 80) {
      setIncidentMessage("Title must be 3 to 80 characters");
      return;
    }
    setBusy(true);
    try {
      await createIncident(subject);
      setTitle("");
      setIncidentMessage("");
    } catch (err) {
      setIncidentMessage(`Refused: ${errorText(err)}`);
    }
    await reloadLists();
    setBusy(false);
  }

  /** Link one ticket to the current incident; returns the message to show. */
  async function linkTicket(ticketId: string): Promise<string> {
    if (!incident) return "Declare an incident before linking tickets";
    if (ticketId === incident.id) return "The incident cannot be linked to itself";
    let ticket: Ticket;
    try {
      ticket = (await getTicket(ticketId)).ticket;
    } catch (err) {
      return `Refused: ${errorText(err)}`;
    }
    if (ticket.id === incident.id) return "The incident cannot be linked to itself";
    if (!isOpenOrPending(ticket)) return "Only open or pending tickets can be linked";
    if (hasLinkComment(ticket, incident.id)) return `${ticket.id} is already linked`;
    try {
      await addComment(ticket.id, linkComment(incident.id), true);
      const fresh = await getTicket(ticket.id);
      if (fresh.ticket.status !== "pending") {
        await updateStatus(ticket.id, "pending", fresh.evidence_token);
      }
    } catch (err) {
      return `Refused: ${errorText(err)}`;
    }
    return `Linked ${ticket.id} to incident ${incident.id}`;
  }

  async function link(ticketId: string) {
    setBusy(true);
    setLinkMessage(await linkTicket(ticketId));
    await reloadLists();
    setBusy(false);
  }

  /** Re-read "Linked tickets" and "Responders" (agents and the live tickets). */
  async function reloadLinkedAndResponders() {
    try {
      setAgents(await listAgents());
    } catch (err) {
      setLinkedMessage(`Could not read the agents: ${errorText(err)}`);
    }
    await loadIncidentAndLinked();
  }

  /** Assign a linked ticket to the chosen active agent, within their capacity; returns the message. */
  async function assignLinked(ticketId: string): Promise<string> {
    const active = agents.filter((a) => a.active);
    const agentId = assignChoice[ticketId] ?? active[0]?.id;
    const agent = active.find((a) => a.id === agentId);
    if (!agent) return "Choose an agent";
    let live: TicketSummary[];
    try {
      live = await listTickets();
    } catch (err) {
      return `Could not read the helpdesk: ${errorText(err)}`;
    }
    setAllTickets(live);
    const count = loadOf(agent.id, live);
    const capacity = capacityOf(agent);
    if (count >= capacity) return `${agent.name} is at capacity (${count} of ${capacity})`;
    try {
      const fresh = await getTicket(ticketId);
      await assignTicket(ticketId, agent.id, fresh.evidence_token);
    } catch (err) {
      return `Refused: ${errorText(err)}`;
    }
    return `Assigned ${ticketId} to ${agent.name}`;
  }

  async function assign(ticketId: string) {
    setBusy(true);
    const message = await assignLinked(ticketId);
    setLinkedAction(message);
    if (!message.includes("is at capacity")) await reloadLinkedAndResponders();
    setBusy(false);
  }

  async function linkById(event: FormEvent) {
    event.preventDefault();
    const id = linkId.trim();
    if (id === "") {
      setLinkMessage("Enter a ticket ID");
      return;
    }
    await link(id);
  }

  return (
    <main className="page">
      <header className="page-head">
        <h1>Major incident desk</h1>
        <p className="lede">Live from the helpdesk: the parent incident, the tickets it caused and who is on them.</p>
      </header>

      <section className="panel" aria-labelledby="incident-heading">
        <h2 id="incident-heading">Incident</h2>
        <p className="incident-line">
          {!incidentLoaded ? "Reading the helpdesk…" : incident ? incidentLine(incident) : "No incident declared"}
        </p>
        <form className="inline-form" onSubmit={declare}>
          <label htmlFor="incident-title">Incident title</label>
          <input id="incident-title" type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
          <button type="submit" disabled={busy}>
            Declare incident
          </button>
        </form>
        {incidentMessage && (
          <p className="message" role="alert">
            {incidentMessage}
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="candidates-heading">
        <h2 id="candidates-heading">Candidates</h2>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void loadCandidates(priority);
          }}
        >
          <label htmlFor="candidate-priority">Priority</label>
          <select
            id="candidate-priority"
            value={priority}
            onChange={(e) => setPriority(e.target.value as PriorityChoice)}
          >
            {PRIORITY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <button type="submit" disabled={busy}>
            Find
          </button>
        </form>
        <form className="inline-form" onSubmit={linkById}>
          <label htmlFor="link-ticket-id">Ticket ID</label>
          <input
            id="link-ticket-id"
            type="text"
            className="short"
            value={linkId}
            onChange={(e) => setLinkId(e.target.value)}
          />
          <button type="submit" disabled={busy}>
            Link by id
          </button>
        </form>
        {linkMessage && (
          <p className="message" role="status">
            {linkMessage}
          </p>
        )}
        {candidatesMessage && (
          <p className="message" role="alert">
            {candidatesMessage}
          </p>
        )}
        {candidates === null ? (
          <p className="muted">Reading the helpdesk…</p>
        ) : (
          <>
            <p className="count-line">{candidateCount(candidates.length)}</p>
            {candidates.length > 0 && (
              <table>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Priority</th>
                    <th scope="col">Assignee</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {candidates.map((ticket) => (
                    <tr key={ticket.id}>
                      <td>{ticket.id}</td>
                      <td>{ticket.subject}</td>
                      <td>{ticket.customer}</td>
                      <td>{ticket.priority}</td>
                      <td>{agentName(agents, ticket.assignee)}</td>
                      <td className="actions">
                        <button type="button" disabled={busy} onClick={() => void link(ticket.id)}>
                          Link
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>

      <LinkedTickets
        linked={linked}
        agents={agents}
        message={linkedMessage}
        actionMessage={linkedAction}
        busy={busy}
        assignChoice={assignChoice}
        onChooseAgent={(ticketId, agentId) => setAssignChoice((current) => ({ ...current, [ticketId]: agentId }))}
        onAssign={(ticketId) => void assign(ticketId)}
      />

      <Responders agents={agents} tickets={allTickets} />
    </main>
  );
}
