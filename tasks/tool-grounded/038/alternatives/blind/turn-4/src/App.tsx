import { useCallback, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { callTool } from "./bridge";
import { START_DESK, formatStamp, parseDeskTime, parseStamp, showStamp, waitingDays } from "./time";
import { errorMessage } from "./errors";
import {
  CLOSING_TEXT,
  MAX_REMINDERS,
  REPLIED_TEXT,
  commentsOldestFirst,
  isDue,
  readTicket,
  reminderCount,
  reminderText,
} from "./helpdesk";
import type { Ticket } from "./helpdesk";
import "./styles.css";

type Agent = { id: string; name: string; team?: string; active?: boolean };
type TicketSummary = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: string;
  assignee: string | null;
  updated_at: string;
};

type Row = Ticket & { waiting: number; updatedMs: number; reminders: number };

function sortRows(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => a.updatedMs - b.updatedMs || a.id.localeCompare(b.id, "en", { numeric: true }));
}

export default function App() {
  const [deskInput, setDeskInput] = useState(START_DESK);
  const [deskMs, setDeskMs] = useState<number>(() => parseDeskTime(START_DESK) as number);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  const [listError, setListError] = useState("");
  const [deskMessage, setDeskMessage] = useState("");
  const seq = useRef(0);

  const agentName = useCallback(
    (id: string | null) => {
      if (!id) return "Unassigned";
      return agents.find((a) => a.id === id)?.name ?? id;
    },
    [agents],
  );

  const loadPending = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const [agentOut, ticketOut] = await Promise.all([
        callTool<{ agents: Agent[] }>("list_agents", {}),
        callTool<{ tickets: TicketSummary[] }>("list_tickets", { status: "pending" }),
      ]);
      const pending = ticketOut.tickets.filter((t) => t.status === "pending");
      const full = await Promise.all(pending.map((t) => readTicket(t.id)));
      if (mine !== seq.current) return;
      setAgents(agentOut.agents);
      setTickets(full.map((f) => f.ticket).filter((t) => t.status === "pending"));
      setListError("");
    } catch (err) {
      if (mine !== seq.current) return;
      setListError(`Could not read the helpdesk: ${errorMessage(err)}`);
    }
  }, []);

  useEffect(() => {
    void loadPending();
  }, [loadPending]);

  const [ticketInput, setTicketInput] = useState("");
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [ticketMessage, setTicketMessage] = useState("");
  const [busy, setBusy] = useState(false);

  async function openTicket(id: string) {
    setBusy(true);
    setTicketMessage("");
    try {
      const { ticket: fresh } = await readTicket(id);
      setTicket(fresh);
    } catch (err) {
      setTicket(null);
      setTicketMessage(`Refused: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  }

  async function sendReminder() {
    if (!ticket || busy) return;
    const id = ticket.id;
    setBusy(true);
    let changed = false;
    try {
      const first = await readTicket(id);
      setTicket(first.ticket);
      const count = reminderCount(first.ticket);
      if (first.ticket.status !== "pending") {
        setTicketMessage(`${id} is not waiting on the customer`);
      } else if (count >= MAX_REMINDERS) {
        setTicketMessage(`${id} already had ${MAX_REMINDERS} reminders`);
      } else {
        await callTool("add_comment", { ticket_id: id, body: reminderText(count + 1), internal: false });
        changed = true;
        const after = await readTicket(id);
        setTicket(after.ticket);
        setTicketMessage(`Sent reminder ${count + 1} of ${MAX_REMINDERS} to ${id}`);
      }
    } catch (err) {
      setTicketMessage(`Refused: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
    if (changed) await loadPending();
  }

  async function closeAsNoReply() {
    if (!ticket || busy) return;
    const id = ticket.id;
    setBusy(true);
    let changed = false;
    try {
      const first = await readTicket(id);
      setTicket(first.ticket);
      const count = reminderCount(first.ticket);
      const waited = waitingDays(first.ticket.updated_at, deskMs);
      if (first.ticket.status !== "pending") {
        setTicketMessage(`${id} is not waiting on the customer`);
      } else if (!isDue(count, waited)) {
        setTicketMessage(
          `${id} is not due for closing (${count} of ${MAX_REMINDERS} reminders, waited ${waited} d)`,
        );
      } else {
        await callTool("add_comment", { ticket_id: id, body: CLOSING_TEXT, internal: false });
        changed = true;
        const second = await readTicket(id);
        await callTool("update_ticket_status", { ticket_id: id, status: "closed", evidence_token: second.token });
        const after = await readTicket(id);
        setTicket(after.ticket);
        setTicketMessage(`${id} is now ${after.ticket.status}`);
      }
    } catch (err) {
      setTicketMessage(`Refused: ${errorMessage(err)}`);
      if (changed) {
        try {
          setTicket((await readTicket(id)).ticket);
        } catch {
          /* the message above already explains the refusal */
        }
      }
    } finally {
      setBusy(false);
    }
    await loadPending();
  }

  async function customerReplied() {
    if (!ticket || busy) return;
    const id = ticket.id;
    setBusy(true);
    try {
      const first = await readTicket(id);
      setTicket(first.ticket);
      if (first.ticket.status === "open") {
        setTicketMessage(`${id} is already open`);
      } else {
        await callTool("update_ticket_status", { ticket_id: id, status: "open", evidence_token: first.token });
        await callTool("add_comment", { ticket_id: id, body: REPLIED_TEXT, internal: true });
        const after = await readTicket(id);
        setTicket(after.ticket);
        setTicketMessage(`${id} is now ${after.ticket.status}`);
      }
    } catch (err) {
      setTicketMessage(`Refused: ${errorMessage(err)}`);
      try {
        setTicket((await readTicket(id)).ticket);
      } catch {
        /* the message above already explains the refusal */
      }
    } finally {
      setBusy(false);
    }
    await loadPending();
  }

  function submitOpen(e: FormEvent) {
    e.preventDefault();
    const id = ticketInput.trim();
    if (!id) {
      setTicketMessage("Type a ticket id");
      return;
    }
    void openTicket(id);
  }

  async function waitForCustomer() {
    if (!ticket || busy) return;
    const id = ticket.id;
    setBusy(true);
    let changed = false;
    try {
      const first = await readTicket(id);
      setTicket(first.ticket);
      const status = first.ticket.status;
      if (status === "pending") {
        setTicketMessage(`${id} is already waiting on the customer`);
      } else if (status === "resolved" || status === "closed") {
        setTicketMessage(`${id} is ${status}: only open tickets can wait`);
      } else {
        await callTool("update_ticket_status", { ticket_id: id, status: "pending", evidence_token: first.token });
        changed = true;
        const after = await readTicket(id);
        setTicket(after.ticket);
        setTicketMessage(`${id} is now ${after.ticket.status}`);
      }
    } catch (err) {
      setTicketMessage(`Refused: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
    if (changed) await loadPending();
  }

  function refresh(e: FormEvent) {
    e.preventDefault();
    const ms = parseDeskTime(deskInput);
    if (ms === null) {
      setDeskMessage("Write desk time as YYYY-MM-DD HH:MM");
      return;
    }
    setDeskMessage("");
    setDeskMs(ms);
    void loadPending();
  }

  const rows: Row[] = sortRows(
    (tickets ?? []).map((t) => {
      const updatedMs = parseStamp(t.updated_at) ?? 0;
      return { ...t, updatedMs, waiting: waitingDays(t.updated_at, deskMs), reminders: reminderCount(t) };
    }),
  );

  return (
    <main className="page">
      <h1>Awaiting customer</h1>
      <form className="desk" onSubmit={refresh} noValidate>
        <label>
          Desk time
          <input type="text" value={deskInput} onChange={(e) => setDeskInput(e.target.value)} />
        </label>
        <button type="submit">Refresh</button>
      </form>
      <p className="line">Applied desk time (UTC): {formatStamp(deskMs)}</p>
      {deskMessage && (
        <p className="error" role="alert">
          {deskMessage}
        </p>
      )}

      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Waiting on customer</h2>
        {listError && (
          <p className="error" role="alert">
            {listError}
          </p>
        )}
        {tickets &&
          (rows.length === 0 ? (
            <p className="line">Nobody to chase</p>
          ) : (
            <>
              <p className="line">
                {rows.length} {rows.length === 1 ? "ticket" : "tickets"} waiting on the customer
              </p>
              <table>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Assignee</th>
                    <th scope="col">Last update</th>
                    <th scope="col">Waiting</th>
                    <th scope="col">Reminders</th>
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
                      <td>{row.subject}</td>
                      <td>{row.customer}</td>
                      <td>{agentName(row.assignee ?? null)}</td>
                      <td>{showStamp(row.updated_at)}</td>
                      <td>{row.waiting} d</td>
                      <td>
                        {row.reminders} of {MAX_REMINDERS}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ))}
      </section>

      <section aria-labelledby="ticket-heading">
        <h2 id="ticket-heading">Ticket</h2>
        <form className="desk" onSubmit={submitOpen} noValidate>
          <label>
            Ticket ID
            <input type="text" value={ticketInput} onChange={(e) => setTicketInput(e.target.value)} />
          </label>
          <button type="submit" disabled={busy}>
            Open ticket
          </button>
        </form>
        {ticketMessage && (
          <p className="msg" role="status">
            {ticketMessage}
          </p>
        )}
        {ticket && (
          <div className="ticket">
            <h3>
              {ticket.id} · {ticket.subject}
            </h3>
            <p className="line">Customer: {ticket.customer}</p>
            <p className="line">Status: {ticket.status}</p>
            <p className="line">Assignee: {agentName(ticket.assignee ?? null)}</p>
            <div className="actions">
              <button type="button" disabled={busy} onClick={() => void waitForCustomer()}>
                Wait for customer
              </button>
              <button type="button" disabled={busy} onClick={() => void sendReminder()}>
                Send reminder
              </button>
              <button type="button" disabled={busy} onClick={() => void closeAsNoReply()}>
                Close as no reply
              </button>
              <button type="button" disabled={busy} onClick={() => void customerReplied()}>
                Customer replied
              </button>
            </div>
            <h4>Comments</h4>
            {commentsOldestFirst(ticket).length === 0 ? (
              <p className="line">No comments</p>
            ) : (
              <ul className="comments">
                {commentsOldestFirst(ticket).map((c) => (
                  <li key={c.id}>
                    {c.internal ? "Internal" : "Public"} · {c.body}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
    </main>
  );
}
