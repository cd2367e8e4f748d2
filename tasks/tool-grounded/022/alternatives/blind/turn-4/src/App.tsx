import { useCallback, useEffect, useRef, useState } from "react";
import {
  addComment,
  assignTicket,
  errorText,
  getTicket,
  listAgents,
  listTickets,
  updateStatus,
  type Agent,
  type Ticket,
  type TicketSummary,
} from "./api";
import {
  BILLING_LIMIT,
  ESCALATION_NOTE,
  ageHours,
  escalationOf,
  formatOpened,
  idNumber,
  isDue,
  isEscalated,
  isLive,
  parseTime,
  replyIsValid,
  threadOf,
  tierOf,
} from "./rules";
import "./styles.css";

type Row = Ticket & { tier: "Gold" | "Standard"; age: number };

function buildRows(tickets: Ticket[]): Row[] {
  return tickets
    .map((t) => ({ ...t, tier: tierOf(t.customer), age: ageHours(t.created_at) }))
    .sort((a, b) => {
      if (a.tier !== b.tier) return a.tier === "Gold" ? -1 : 1;
      const byCreated = parseTime(a.created_at) - parseTime(b.created_at);
      if (byCreated !== 0) return byCreated;
      return idNumber(a.id) - idNumber(b.id);
    });
}

export default function App() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [summaries, setSummaries] = useState<TicketSummary[]>([]);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);

  const [ticketInput, setTicketInput] = useState("");
  const [lookupMessage, setLookupMessage] = useState("");
  const [dispute, setDispute] = useState<Ticket | null>(null);
  const [reply, setReply] = useState("");
  const [actionMessage, setActionMessage] = useState("");
  const [assignTo, setAssignTo] = useState("");

  const loadSeq = useRef(0);

  const reload = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const [tickets, agentList] = await Promise.all([listTickets(), listAgents()]);
      const live = tickets.filter((t) => isLive(t.status));
      const full = await Promise.all(live.map((t) => getTicket(t.id)));
      if (seq !== loadSeq.current) return;
      setSummaries(tickets);
      setAgents(agentList);
      setRows(buildRows(full.map((r) => r.ticket)));
      setLoadError("");
    } catch (error) {
      if (seq === loadSeq.current) setLoadError(`Could not read the helpdesk: ${errorText(error)}`);
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const agentName = (id: string | null | undefined): string => {
    if (!id) return "Unassigned";
    return agents.find((a) => a.id === id)?.name ?? id;
  };

  const billingAgents = agents.filter((a) => a.active === true && a.team.trim().toLowerCase() === "billing");

  useEffect(() => {
    if (billingAgents.length > 0 && !billingAgents.some((a) => a.id === assignTo)) {
      setAssignTo(billingAgents[0].id);
    }
  }, [billingAgents, assignTo]);

  const heldBy = (agentId: string, tickets: TicketSummary[]): number =>
    tickets.filter((t) => t.assignee === agentId && isLive(t.status)).length;

  async function openTicket(rawId: string) {
    const id = rawId.trim();
    setActionMessage("");
    if (id === "") {
      setLookupMessage("Type a ticket id");
      return;
    }
    try {
      const read = await getTicket(id);
      setDispute(read.ticket);
      setLookupMessage("");
    } catch {
      setDispute(null);
      setLookupMessage(`Unknown ticket ${id}`);
    }
  }

  async function showTicket(id: string) {
    const read = await getTicket(id);
    setDispute(read.ticket);
    return read.ticket;
  }

  async function sendReply() {
    if (!dispute) return;
    const id = dispute.id;
    if (dispute.status === "closed") {
      setActionMessage(`${id} is closed: no replies`);
      return;
    }
    if (!replyIsValid(reply)) {
      setActionMessage("Write 1 to 500 characters");
      return;
    }
    try {
      await addComment(id, reply.trim(), false);
      setReply("");
      await showTicket(id);
      setActionMessage(`Reply sent on ${id}`);
    } catch (error) {
      setActionMessage(`Reply not sent: ${errorText(error)}`);
    }
    await reload();
  }

  async function escalate() {
    if (!dispute) return;
    const id = dispute.id;
    try {
      const read = await getTicket(id);
      const ticket = read.ticket;
      if (isEscalated(ticket)) {
        setDispute(ticket);
        setActionMessage(`${id} is already escalated`);
        return;
      }
      if (!isDue(ticket)) {
        setDispute(ticket);
        setActionMessage(`${id} is not due for escalation`);
        return;
      }
      await addComment(id, ESCALATION_NOTE, true);
      if (ticket.status === "pending") {
        const fresh = await getTicket(id);
        await updateStatus(id, "open", fresh.evidence_token);
      }
      await showTicket(id);
      setActionMessage(`${id} escalated to the billing lead`);
    } catch (error) {
      setActionMessage(`Not escalated: ${errorText(error)}`);
    }
    await reload();
  }

  async function assign() {
    if (!dispute) return;
    const id = dispute.id;
    const agent = billingAgents.find((a) => a.id === assignTo);
    if (!agent) return;
    try {
      const tickets = await listTickets();
      const live = tickets.find((t) => t.id === id);
      const status = live?.status ?? dispute.status;
      const owner = live ? live.assignee : dispute.assignee ?? null;
      if (!isLive(status)) {
        setActionMessage(`${id} is ${status} and cannot be assigned`);
        return;
      }
      if (owner === agent.id) {
        setActionMessage(`${id} is already with ${agent.name}`);
        return;
      }
      const held = heldBy(agent.id, tickets);
      if (held >= BILLING_LIMIT) {
        setActionMessage(`${agent.name} already holds ${held} of ${BILLING_LIMIT} open tickets`);
        return;
      }
      const fresh = await getTicket(id);
      await assignTicket(id, agent.id, fresh.evidence_token);
      await showTicket(id);
      setActionMessage(`${id} assigned to ${agent.name}`);
    } catch (error) {
      setActionMessage(`Not assigned: ${errorText(error)}`);
    }
    await reload();
  }

  const dueCount = rows ? rows.filter((r) => escalationOf(r) === "Due").length : 0;

  return (
    <main className="page">
      <h1>Billing disputes desk</h1>

      <section className="card" aria-labelledby="worklist-heading">
        <div className="section-head">
          <h2 id="worklist-heading">Worklist</h2>
          <button type="button" onClick={() => void reload()}>
            Refresh
          </button>
        </div>
        {loadError && (
          <p className="error" role="alert">
            {loadError}
          </p>
        )}
        {rows === null ? (
          <p className="muted">{loading ? "Reading the helpdesk…" : ""}</p>
        ) : (
          <>
            <p className="summary">
              {rows.length === 1 ? "1 ticket in the worklist" : `${rows.length} tickets in the worklist`}
            </p>
            <p className="summary">Due for escalation: {dueCount}</p>
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Tier</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Priority</th>
                    <th scope="col">Status</th>
                    <th scope="col">Assignee</th>
                    <th scope="col">Opened</th>
                    <th scope="col">Age</th>
                    <th scope="col">Escalation</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <button type="button" className="link" onClick={() => void openTicket(row.id)}>
                          {row.id}
                        </button>
                      </td>
                      <td>{row.customer}</td>
                      <td>{row.tier}</td>
                      <td>{row.subject}</td>
                      <td>{row.priority}</td>
                      <td>{row.status}</td>
                      <td>{agentName(row.assignee)}</td>
                      <td>{formatOpened(row.created_at)}</td>
                      <td>{row.age} h</td>
                      <td>{escalationOf(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <div className="columns">
        <section className="card" aria-labelledby="dispute-heading">
          <h2 id="dispute-heading">Dispute</h2>
          <form
            className="lookup"
            onSubmit={(event) => {
              event.preventDefault();
              void openTicket(ticketInput);
            }}
          >
            <div className="field">
              <label htmlFor="ticket-id">Ticket ID</label>
              <input id="ticket-id" value={ticketInput} onChange={(e) => setTicketInput(e.target.value)} />
            </div>
            <button type="submit">Open ticket</button>
          </form>
          {lookupMessage && (
            <p className="notice" role="status">
              {lookupMessage}
            </p>
          )}

          {dispute ? (
            <div className="ticket">
              <h3>
                {dispute.id} · {dispute.subject}
              </h3>
              <p>
                Customer: {dispute.customer} ({tierOf(dispute.customer)})
              </p>
              <p>Status: {dispute.status}</p>
              <p>Assignee: {agentName(dispute.assignee)}</p>

              <h3>Thread</h3>
              {threadOf(dispute).length === 0 ? (
                <p className="muted">No comments yet</p>
              ) : (
                <ul className="thread">
                  {threadOf(dispute).map((c) => (
                    <li key={c.id}>
                      {c.internal ? "Internal" : "Public"} · {c.body}
                    </li>
                  ))}
                </ul>
              )}

              <div className="field">
                <label htmlFor="reply">Reply to customer</label>
                <textarea id="reply" rows={3} value={reply} onChange={(e) => setReply(e.target.value)} />
              </div>
              <div className="actions">
                <button type="button" onClick={() => void sendReply()}>
                  Send reply
                </button>
                <button type="button" onClick={() => void escalate()}>
                  Escalate
                </button>
              </div>

              <div className="assign">
                <div className="field">
                  <label htmlFor="assign-to">Assign to</label>
                  <select id="assign-to" value={assignTo} onChange={(e) => setAssignTo(e.target.value)}>
                    {billingAgents.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="button" onClick={() => void assign()}>
                  Assign
                </button>
              </div>

              {actionMessage && (
                <p className="notice" role="status">
                  {actionMessage}
                </p>
              )}
            </div>
          ) : (
            <p className="muted">Open a ticket from the worklist or by its id.</p>
          )}
        </section>

        <div className="side">
          <section className="card" aria-labelledby="billing-heading">
            <h2 id="billing-heading">Billing team</h2>
            <ul className="plain">
              {billingAgents.map((a) => (
                <li key={a.id}>
                  {a.name}: {heldBy(a.id, summaries)} of {BILLING_LIMIT}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
