import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "open" | "pending" | "resolved" | "closed";
type Summary = { id: string; subject: string; customer: string; priority: string; status: Status; assignee: string | null; updated_at: string };
type Comment = { id: string; author: string; body: string; internal: boolean; at: string };
type Ticket = Summary & { created_at: string; comments: Comment[] };
type Agent = { id: string; name: string; team: string; active: boolean };
type Read = { ticket: Ticket; evidence_token: string };
type Job = { id: string; ids: string[]; runAt: string };

const DEFAULT_DESK = "2026-03-02 09:00";
const DAY = 24 * 3600 * 1000;
const MAX_REMINDERS = 2;
const CLOSE_AFTER_DAYS = 7;
const CLOSING_TEXT = "We are closing this ticket because we have not heard back. Write to us any time to start a new one.";
const REPLIED_TEXT = "Customer replied: back in the queue";

function reminderText(n: number): string {
  return `Reminder ${n} of ${MAX_REMINDERS}: we are still waiting for your reply to go on with this ticket.`;
}

function idNumber(id: string): number {
  const n = Number(id.replace(/^\D+/, ""));
  return Number.isFinite(n) ? n : 0;
}

function parseDesk(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number);
  if (h > 23 || mi > 59) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

function fmt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace("T", " ");
}

function fmtIso(iso: string): string {
  return fmt(Date.parse(iso));
}

function waitedDays(updatedAt: string, desk: number): number {
  return Math.max(0, Math.floor((desk - Date.parse(updatedAt)) / DAY));
}

function remindersOf(t: Ticket): number {
  return t.comments.filter((c) => !c.internal && c.body.startsWith("Reminder ")).length;
}

function dueForClosing(t: Ticket, desk: number): boolean {
  return t.status === "pending" && (remindersOf(t) >= MAX_REMINDERS || waitedDays(t.updated_at, desk) >= CLOSE_AFTER_DAYS);
}

function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [deskText, setDeskText] = useState(DEFAULT_DESK);
  const [desk, setDesk] = useState<number>(parseDesk(DEFAULT_DESK) as number);
  const [pending, setPending] = useState<Ticket[] | null>(null);
  const [deskNote, setDeskNote] = useState<string | null>(null);
  const [idText, setIdText] = useState("");
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [ticketNote, setTicketNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkNote, setBulkNote] = useState<string | null>(null);
  const [jobs, setJobs] = useState<Job[]>([]);

  function agentName(id: string | null): string {
    if (id === null) return "Unassigned";
    return agents.find((a) => a.id === id)?.name ?? id;
  }

  async function loadPending() {
    const { tickets } = await callTool<{ tickets: Summary[] }>("list_tickets", { status: "pending" });
    const full: Ticket[] = [];
    for (const t of tickets) {
      if (t.status !== "pending") continue;
      const res = await callTool<Read>("get_ticket", { ticket_id: t.id });
      full.push(res.ticket);
    }
    setPending(full);
  }

  useEffect(() => {
    (async () => {
      const res = await callTool<{ agents: Agent[] }>("list_agents", {});
      setAgents(res.agents);
      await loadPending();
    })();
  }, []);

  async function onRefresh() {
    const ms = parseDesk(deskText);
    if (ms === null) {
      setDeskNote("Write desk time as YYYY-MM-DD HH:MM");
      return;
    }
    setDeskNote(null);
    setDesk(ms);
    await loadPending();
  }

  async function openTicket(raw: string) {
    const id = raw.trim();
    if (id === "") {
      setTicketNote("Type a ticket id");
      return;
    }
    setTicketNote(null);
    try {
      const res = await callTool<Read>("get_ticket", { ticket_id: id });
      setTicket(res.ticket);
    } catch (err) {
      setTicket(null);
      setTicketNote(`Refused: ${errorMessage(err)}`);
    }
  }

  async function readBack(id: string) {
    const res = await callTool<Read>("get_ticket", { ticket_id: id });
    setTicket(res.ticket);
    await loadPending();
  }

  async function onWait() {
    if (!ticket) return;
    setBusy(true);
    try {
      const fresh = await callTool<Read>("get_ticket", { ticket_id: ticket.id });
      const t = fresh.ticket;
      setTicket(t);
      if (t.status === "pending") {
        setTicketNote(`${t.id} is already waiting on the customer`);
        return;
      }
      if (t.status !== "open") {
        setTicketNote(`${t.id} is ${t.status}: only open tickets can wait`);
        return;
      }
      try {
        await callTool("update_ticket_status", { ticket_id: t.id, status: "pending", evidence_token: fresh.evidence_token });
        setTicketNote(null);
      } catch (err) {
        setTicketNote(`Refused: ${errorMessage(err)}`);
      }
      await readBack(t.id);
    } finally {
      setBusy(false);
    }
  }

  async function onRemind() {
    if (!ticket) return;
    setBusy(true);
    try {
      const fresh = await callTool<Read>("get_ticket", { ticket_id: ticket.id });
      const t = fresh.ticket;
      setTicket(t);
      if (t.status !== "pending") {
        setTicketNote(`${t.id} is not waiting on the customer`);
        return;
      }
      const had = remindersOf(t);
      if (had >= MAX_REMINDERS) {
        setTicketNote(`${t.id} already had ${MAX_REMINDERS} reminders`);
        return;
      }
      try {
        await callTool("add_comment", { ticket_id: t.id, body: reminderText(had + 1), internal: false });
        setTicketNote(null);
      } catch (err) {
        setTicketNote(`Refused: ${errorMessage(err)}`);
      }
      await readBack(t.id);
    } finally {
      setBusy(false);
    }
  }

  async function onClose() {
    if (!ticket) return;
    setBusy(true);
    try {
      const first = await callTool<Read>("get_ticket", { ticket_id: ticket.id });
      const t = first.ticket;
      setTicket(t);
      if (t.status !== "pending") {
        setTicketNote(`${t.id} is not waiting on the customer`);
        return;
      }
      if (!dueForClosing(t, desk)) {
        setTicketNote(
          `${t.id} is not due for closing (${remindersOf(t)} of ${MAX_REMINDERS} reminders, waited ${waitedDays(t.updated_at, desk)} d)`,
        );
        return;
      }
      try {
        await callTool("add_comment", { ticket_id: t.id, body: CLOSING_TEXT, internal: false });
        const again = await callTool<Read>("get_ticket", { ticket_id: t.id });
        await callTool("update_ticket_status", { ticket_id: t.id, status: "closed", evidence_token: again.evidence_token });
        setTicketNote(null);
      } catch (err) {
        setTicketNote(`Refused: ${errorMessage(err)}`);
      }
      await readBack(t.id);
    } finally {
      setBusy(false);
    }
  }

  async function onReplied() {
    if (!ticket) return;
    setBusy(true);
    try {
      const fresh = await callTool<Read>("get_ticket", { ticket_id: ticket.id });
      const t = fresh.ticket;
      setTicket(t);
      if (t.status === "open") {
        setTicketNote(`${t.id} is already open`);
        return;
      }
      let accepted = false;
      try {
        await callTool("update_ticket_status", { ticket_id: t.id, status: "open", evidence_token: fresh.evidence_token });
        accepted = true;
        setTicketNote(null);
      } catch (err) {
        setTicketNote(`Refused: ${errorMessage(err)}`);
      }
      if (accepted) {
        await callTool("add_comment", { ticket_id: t.id, body: REPLIED_TEXT, internal: true });
      }
      await readBack(t.id);
    } finally {
      setBusy(false);
    }
  }

  function toggle(id: string, on: boolean) {
    setSelected((prev) => (on ? [...prev.filter((x) => x !== id), id] : prev.filter((x) => x !== id)));
  }

  function selectionInOrder(): string[] {
    return rows.map((t) => t.id).filter((id) => selected.includes(id));
  }

  async function afterBulk() {
    setSelected([]);
    await loadPending();
    if (ticket) {
      const res = await callTool<Read>("get_ticket", { ticket_id: ticket.id });
      setTicket(res.ticket);
    }
  }

  async function onRemindSelected() {
    const ids = selectionInOrder();
    if (ids.length === 0) {
      setBulkNote("Select at least one ticket");
      return;
    }
    setBusy(true);
    try {
      let reminded = 0;
      let skipped = 0;
      for (const id of ids) {
        const fresh = await callTool<Read>("get_ticket", { ticket_id: id });
        const t = fresh.ticket;
        const had = remindersOf(t);
        if (t.status !== "pending" || had >= MAX_REMINDERS) {
          skipped += 1;
          continue;
        }
        try {
          await callTool("add_comment", { ticket_id: id, body: reminderText(had + 1), internal: false });
          reminded += 1;
        } catch {
          skipped += 1;
        }
      }
      setBulkNote(`Reminded ${reminded} · skipped ${skipped}`);
      await afterBulk();
    } finally {
      setBusy(false);
    }
  }

  async function onCloseSelected() {
    const ids = selectionInOrder();
    if (ids.length === 0) {
      setBulkNote("Select at least one ticket");
      return;
    }
    setBusy(true);
    try {
      const due: string[] = [];
      for (const id of ids) {
        const fresh = await callTool<Read>("get_ticket", { ticket_id: id });
        if (dueForClosing(fresh.ticket, desk)) due.push(id);
      }
      if (due.length === 0) {
        setBulkNote("No selected ticket is due for closing");
      } else {
        try {
          const job = await callTool<{ job_id: string; run_at: string }>("schedule_bulk_status", { ticket_ids: due, status: "closed" });
          const runAt = fmtIso(job.run_at);
          setJobs((prev) => [...prev, { id: job.job_id, ids: due, runAt }]);
          setBulkNote(`Job ${job.job_id} closes ${due.join(", ")} at ${runAt}`);
        } catch (err) {
          setBulkNote(`Refused: ${errorMessage(err)}`);
        }
      }
      await afterBulk();
    } finally {
      setBusy(false);
    }
  }

  const rows = (pending ?? [])
    .slice()
    .sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at) || idNumber(a.id) - idNumber(b.id));
  const count = rows.length;

  return (
    <main className="page">
      <h1>Awaiting customer</h1>
      <div className="toolbar">
        <label htmlFor="desk-time">Desk time</label>
        <input id="desk-time" value={deskText} onChange={(e) => setDeskText(e.target.value)} />
        <button type="button" onClick={onRefresh}>
          Refresh
        </button>
        <span>{`Worked out for ${fmt(desk)} (UTC)`}</span>
      </div>
      {deskNote && (
        <p className="note" role="alert">
          {deskNote}
        </p>
      )}

      <section aria-labelledby="waiting-h">
        <h2 id="waiting-h">Waiting on customer</h2>
        {pending === null ? (
          <p>Reading the helpdesk…</p>
        ) : count === 0 ? (
          <p>Nobody to chase</p>
        ) : (
          <>
            <p className="counts">{`${count} ${count === 1 ? "ticket" : "tickets"} waiting on the customer`}</p>
            <table>
              <thead>
                <tr>
                  <th>
                    <span className="sr">Select</span>
                  </th>
                  <th>ID</th>
                  <th>Subject</th>
                  <th>Customer</th>
                  <th>Assignee</th>
                  <th>Last update</th>
                  <th>Waiting</th>
                  <th>Reminders</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((t) => (
                  <tr key={t.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select ${t.id}`}
                        checked={selected.includes(t.id)}
                        onChange={(e) => toggle(t.id, e.target.checked)}
                      />
                    </td>
                    <td>
                      <button type="button" className="linkish" onClick={() => openTicket(t.id)}>
                        {t.id}
                      </button>
                    </td>
                    <td>{t.subject}</td>
                    <td>{t.customer}</td>
                    <td>{agentName(t.assignee)}</td>
                    <td>{fmtIso(t.updated_at)}</td>
                    <td>{`${waitedDays(t.updated_at, desk)} d`}</td>
                    <td>{`${remindersOf(t)} of ${MAX_REMINDERS}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <div className="toolbar">
          <button type="button" disabled={busy} onClick={onRemindSelected}>
            Remind selected
          </button>
          <button type="button" disabled={busy} onClick={onCloseSelected}>
            Close selected overnight
          </button>
        </div>
        {bulkNote && (
          <p className="done" role="status">
            {bulkNote}
          </p>
        )}
      </section>

      <section aria-labelledby="jobs-h">
        <h2 id="jobs-h">Overnight jobs</h2>
        {jobs.length === 0 ? (
          <p>No overnight jobs</p>
        ) : (
          <ul className="plain">
            {jobs.map((j) => (
              <li key={j.id}>{`${j.id} · closes ${j.ids.join(", ")} · ${j.runAt}`}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="ticket-h">
        <h2 id="ticket-h">Ticket</h2>
        <div className="toolbar">
          <label htmlFor="ticket-id">Ticket ID</label>
          <input id="ticket-id" value={idText} onChange={(e) => setIdText(e.target.value)} />
          <button type="button" onClick={() => openTicket(idText)}>
            Open ticket
          </button>
        </div>
        {ticketNote && (
          <p className="note" role="alert">
            {ticketNote}
          </p>
        )}
        {ticket ? (
          <div>
            <h3>{ticket.subject}</h3>
            <ul className="plain">
              <li>{`ID: ${ticket.id}`}</li>
              <li>{`Customer: ${ticket.customer}`}</li>
              <li>{`Status: ${ticket.status}`}</li>
              <li>{`Assignee: ${agentName(ticket.assignee)}`}</li>
            </ul>
            <div className="toolbar">
              <button type="button" disabled={busy} onClick={onWait}>
                Wait for customer
              </button>
              <button type="button" disabled={busy} onClick={onRemind}>
                Send reminder
              </button>
              <button type="button" disabled={busy} onClick={onClose}>
                Close as no reply
              </button>
              <button type="button" disabled={busy} onClick={onReplied}>
                Customer replied
              </button>
            </div>
            <h3>Comments</h3>
            {ticket.comments.length === 0 ? (
              <p>No comments</p>
            ) : (
              <ul className="plain">
                {ticket.comments.map((c) => (
                  <li key={c.id}>{`${c.internal ? "Internal" : "Public"} · ${c.body}`}</li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <p>No ticket open</p>
        )}
      </section>
    </main>
  );
}
