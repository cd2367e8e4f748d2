import { useCallback, useEffect, useRef, useState } from "react";
import {
  addComment,
  errorText,
  getTicket,
  listAgents,
  listTickets,
  type Agent,
  type Ticket,
} from "./api";
import {
  ageHours,
  formatOpened,
  idNumber,
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
  const [agents, setAgents] = useState<Agent[]>([]);
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);

  const [ticketInput, setTicketInput] = useState("");
  const [lookupMessage, setLookupMessage] = useState("");
  const [dispute, setDispute] = useState<Ticket | null>(null);
  const [reply, setReply] = useState("");
  const [actionMessage, setActionMessage] = useState("");

  const loadSeq = useRef(0);

  const reload = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const [tickets, agentList] = await Promise.all([listTickets(), listAgents()]);
      const live = tickets.filter((t) => isLive(t.status));
      const full = await Promise.all(live.map((t) => getTicket(t.id)));
      if (seq !== loadSeq.current) return;
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
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <div className="single">
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

      </div>
    </main>
  );
}
