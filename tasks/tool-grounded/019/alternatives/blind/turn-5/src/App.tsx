import { useCallback, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import {
  addComment,
  agentName,
  assignTicket,
  capacityOf,
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
  loadOf,
  readLinked,
  scheduleBulkResolve,
  sortById,
  updateStatus,
} from "./helpdesk";
import type { Agent, Priority, Ticket, TicketSummary } from "./helpdesk";
import LinkedTickets from "./LinkedTickets";
import Responders from "./Responders";
import CustomerUpdate from "./CustomerUpdate";
import Messages from "./Messages";
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

/** "Refused: <message>", then the status the helpdesk reports for that ticket when it can be read again. */
async function refusal(err: unknown, ticketId: string): Promise<string[]> {
  const lines = [`Refused: ${errorText(err)}`];
  try {
    const { ticket } = await getTicket(ticketId);
    lines.push(`${ticket.id} is ${ticket.status} in the helpdesk`);
  } catch {
    // the ticket cannot be read (for instance an unknown id): the refusal says it all
  }
  return lines;
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [incident, setIncident] = useState<TicketSummary | null>(null);
  const [incidentLoaded, setIncidentLoaded] = useState(false);
  const [incidentMessages, setIncidentMessages] = useState<string[]>([]);
  const [title, setTitle] = useState("");

  const [priority, setPriority] = useState<PriorityChoice>("any");
  const appliedPriority = useRef<PriorityChoice>("any");
  const [candidates, setCandidates] = useState<TicketSummary[] | null>(null);
  const [candidatesMessage, setCandidatesMessage] = useState("");

  const [linked, setLinked] = useState<Ticket[] | null>(null);
  const [linkedMessage, setLinkedMessage] = useState("");
  const [linkId, setLinkId] = useState("");
  const [linkMessages, setLinkMessages] = useState<string[]>([]);
  const [allTickets, setAllTickets] = useState<TicketSummary[] | null>(null);
  const [assignChoice, setAssignChoice] = useState<Record<string, string>>({});
  const [linkedAction, setLinkedAction] = useState<string[]>([]);
  const [overnightMessage, setOvernightMessage] = useState("");
  const [updateText, setUpdateText] = useState("");
  const [updateMessages, setUpdateMessages] = useState<string[]>([]);

  const [busy, setBusy] = useState(false);

  /** Re-read the incident and the linked tickets from the live helpdesk (null when the read failed). */
  const loadIncidentAndLinked = useCallback(async (): Promise<{
    incident: TicketSummary | null;
    linked: Ticket[];
  } | null> => {
    try {
      const tickets = await listTickets();
      setAllTickets(tickets);
      const current = findIncident(tickets);
      setIncident(current);
      setIncidentLoaded(true);
      const rows = current ? await readLinked(current.id, tickets) : [];
      setLinked(rows);
      setLinkedMessage("");
      return { incident: current, linked: rows };
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

  /** Re-read "Linked tickets" and "Responders" (agents and the live tickets). */
  async function reloadLinkedAndResponders() {
    try {
      setAgents(await listAgents());
    } catch (err) {
      setLinkedMessage(`Could not read the agents: ${errorText(err)}`);
    }
    await loadIncidentAndLinked();
  }

  async function declare(event: FormEvent) {
    event.preventDefault();
    const subject = title.trim();
    if (subject.length < 3 || subject.length > 80) {
      setIncidentMessages(["Title must be 3 to 80 characters"]);
      return;
    }
    setBusy(true);
    try {
      await createIncident(subject);
      setTitle("");
      setIncidentMessages([]);
    } catch (err) {
      setIncidentMessages([`Refused: ${errorText(err)}`]);
    }
    await reloadLists();
    setBusy(false);
  }

  async function resolveIncident() {
    setBusy(true);
    const fresh = await loadIncidentAndLinked();
    if (fresh === null) {
      setIncidentMessages(["Could not read the linked tickets"]);
    } else if (!fresh.incident) {
      setIncidentMessages(["No incident declared"]);
    } else {
      const stillOpen = fresh.linked.filter(isOpenOrPending).length;
      if (stillOpen > 0) {
        setIncidentMessages([
          stillOpen === 1
            ? "1 linked ticket is still open or pending"
            : `${stillOpen} linked tickets are still open or pending`,
        ]);
      } else {
        const incidentId = fresh.incident.id;
        try {
          const read = await getTicket(incidentId);
          await updateStatus(incidentId, "resolved", read.evidence_token);
          setIncidentMessages([]);
        } catch (err) {
          setIncidentMessages(await refusal(err, incidentId));
        }
        await loadIncidentAndLinked();
      }
    }
    setBusy(false);
  }

  /** Link one ticket to the current incident; returns the messages to show. */
  async function linkTicket(ticketId: string): Promise<string[]> {
    if (!incident) return ["Declare an incident before linking tickets"];
    if (ticketId === incident.id) return ["The incident cannot be linked to itself"];
    let ticket: Ticket;
    try {
      ticket = (await getTicket(ticketId)).ticket;
    } catch (err) {
      return [`Refused: ${errorText(err)}`];
    }
    if (ticket.id === incident.id) return ["The incident cannot be linked to itself"];
    if (!isOpenOrPending(ticket)) return ["Only open or pending tickets can be linked"];
    if (hasLinkComment(ticket, incident.id)) return [`${ticket.id} is already linked`];
    try {
      await addComment(ticket.id, linkComment(incident.id), true);
      const fresh = await getTicket(ticket.id);
      if (fresh.ticket.status !== "pending") {
        await updateStatus(ticket.id, "pending", fresh.evidence_token);
      }
    } catch (err) {
      return refusal(err, ticket.id);
    }
    return [`Linked ${ticket.id} to incident ${incident.id}`];
  }

  async function link(ticketId: string) {
    setBusy(true);
    setLinkMessages(await linkTicket(ticketId));
    await reloadLists();
    setBusy(false);
  }

  async function linkById(event: FormEvent) {
    event.preventDefault();
    const id = linkId.trim();
    if (id === "") {
      setLinkMessages(["Enter a ticket ID"]);
      return;
    }
    await link(id);
  }

  /** Assign a linked ticket to the chosen active agent, within their capacity; returns the messages. */
  async function assignLinked(ticketId: string): Promise<{ lines: string[]; changed: boolean }> {
    const active = agents.filter((a) => a.active);
    const agentId = assignChoice[ticketId] ?? active[0]?.id;
    const agent = active.find((a) => a.id === agentId);
    if (!agent) return { lines: ["Choose an agent"], changed: false };
    let live: TicketSummary[];
    try {
      live = await listTickets();
    } catch (err) {
      return { lines: [`Could not read the helpdesk: ${errorText(err)}`], changed: false };
    }
    setAllTickets(live);
    const count = loadOf(agent.id, live);
    const capacity = capacityOf(agent);
    if (count >= capacity) {
      return { lines: [`${agent.name} is at capacity (${count} of ${capacity})`], changed: false };
    }
    try {
      const fresh = await getTicket(ticketId);
      await assignTicket(ticketId, agent.id, fresh.evidence_token);
    } catch (err) {
      return { lines: await refusal(err, ticketId), changed: true };
    }
    return { lines: [`Assigned ${ticketId} to ${agent.name}`], changed: true };
  }

  async function assign(ticketId: string) {
    setBusy(true);
    const outcome = await assignLinked(ticketId);
    setLinkedAction(outcome.lines);
    if (outcome.changed) await reloadLinkedAndResponders();
    setBusy(false);
  }

  async function resolveNow(ticketId: string) {
    setBusy(true);
    try {
      const fresh = await getTicket(ticketId);
      await updateStatus(ticketId, "resolved", fresh.evidence_token);
      setLinkedAction([`Resolved ${ticketId}`]);
    } catch (err) {
      setLinkedAction(await refusal(err, ticketId));
    }
    await reloadLinkedAndResponders();
    setBusy(false);
  }

  async function postUpdate(event: FormEvent) {
    event.preventDefault();
    const text = updateText.trim();
    if (text.length < 1 || text.length > 300) {
      setUpdateMessages(["Write 1 to 300 characters"]);
      return;
    }
    setBusy(true);
    const fresh = await loadIncidentAndLinked();
    if (fresh === null) {
      setUpdateMessages(["Could not read the linked tickets"]);
      setBusy(false);
      return;
    }
    const targets = fresh.incident ? fresh.linked.filter(isOpenOrPending) : [];
    if (!fresh.incident || targets.length === 0) {
      setUpdateMessages(["No open linked tickets"]);
      setBusy(false);
      return;
    }
    let posted = 0;
    const refusals: string[] = [];
    for (const ticket of sortById(targets)) {
      try {
        await addComment(ticket.id, `Incident ${fresh.incident.id}: ${text}`, false);
        posted += 1;
      } catch (err) {
        refusals.push(...(await refusal(err, ticket.id)));
      }
    }
    setUpdateMessages([posted === 1 ? "Posted to 1 ticket" : `Posted to ${posted} tickets`, ...refusals]);
    if (refusals.length > 0) await loadIncidentAndLinked();
    setBusy(false);
  }

  async function resolveOvernight() {
    setBusy(true);
    const fresh = await loadIncidentAndLinked();
    if (fresh === null) {
      setOvernightMessage("Could not read the linked tickets");
      setBusy(false);
      return;
    }
    const ids = sortById(fresh.linked.filter(isOpenOrPending)).map((t) => t.id);
    if (ids.length === 0) {
      setOvernightMessage("Nothing to resolve");
      setBusy(false);
      return;
    }
    try {
      const job = await scheduleBulkResolve(ids);
      const what = ids.length === 1 ? "1 ticket" : `${ids.length} tickets`;
      setOvernightMessage(`Job ${job.job_id} will resolve ${what} at ${job.run_at}`);
    } catch (err) {
      setOvernightMessage(`Refused: ${errorText(err)}`);
    }
    setBusy(false);
  }

  return (
    <main className="page">
      <header className="page-head">
        <h1>Major incident desk</h1>
        <p className="lede">Live from the helpdesk: the parent incident, the tickets it caused and who is on them.</p>
      </header>

      <section className="panel" aria-labelledby="incident-heading">
        <h2 id="incident-heading">Incident</h2>
        <div className="incident-row">
          <p className="incident-line">
            {!incidentLoaded ? "Reading the helpdesk…" : incident ? incidentLine(incident) : "No incident declared"}
          </p>
          <button type="button" disabled={busy} onClick={() => void resolveIncident()}>
            Resolve incident
          </button>
        </div>
        <form className="inline-form" onSubmit={declare}>
          <label htmlFor="incident-title">Incident title</label>
          <input id="incident-title" type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
          <button type="submit" disabled={busy}>
            Declare incident
          </button>
        </form>
        <Messages lines={incidentMessages} />
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
        <Messages lines={linkMessages} />
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
        actionMessages={linkedAction}
        busy={busy}
        assignChoice={assignChoice}
        onChooseAgent={(ticketId, agentId) => setAssignChoice((current) => ({ ...current, [ticketId]: agentId }))}
        onAssign={(ticketId) => void assign(ticketId)}
        onResolveNow={(ticketId) => void resolveNow(ticketId)}
        overnightMessage={overnightMessage}
        onResolveOvernight={() => void resolveOvernight()}
      />

      <Responders agents={agents} tickets={allTickets} />

      <CustomerUpdate
        text={updateText}
        messages={updateMessages}
        busy={busy}
        onTextChange={setUpdateText}
        onSubmit={postUpdate}
      />
    </main>
  );
}
