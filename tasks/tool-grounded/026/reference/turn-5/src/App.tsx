import { useEffect, useState } from "react";
import { callTool, readResource } from "./bridge";
import "./styles.css";

type Status = "open" | "pending" | "resolved" | "closed";
type Priority = "urgent" | "high" | "normal" | "low";
type Summary = { id: string; subject: string; customer: string; priority: Priority; status: Status; assignee: string | null };
type Comment = { id: string; author: string; body: string; internal: boolean; at: string };
type Ticket = Summary & { created_at: string; updated_at: string; comments: Comment[] };
type Agent = { id: string; name: string; team: string; active: boolean };
type ActionKind = "reply" | "assign" | "resolve";
type Action = { kind: ActionKind; text: string };
type Watched = { ticket: Ticket; replyDue: number; resolveDue: number; answered: boolean; state: "Breached" | "At risk"; next: number };

const PRIORITIES: Priority[] = ["urgent", "high", "normal", "low"];
const RESOLVE_HOURS: Record<Priority, number> = { urgent: 24, high: 72, normal: 120, low: 240 };
const HOUR = 3600 * 1000;
const RISK_WINDOW = 4 * HOUR;
const DEFAULT_NOW = "2026-03-02 09:00";
const TEAMS = ["Platform", "Billing"];
const LIMIT = 3;
const BULK_MAX = 5;
const SHOW_CHOICES = ["All", "Breached", "At risk"];
const OWNER_CHOICES = ["All teams", "Platform", "Billing", "Unassigned"];
const FIRST_REPLY = "Thank you for waiting: your ticket is with our team and we will update you today.";

function idNumber(id: string): number {
  const n = Number(id.replace(/^\D+/, ""));
  return Number.isFinite(n) ? n : 0;
}

function byId(a: { id: string }, b: { id: string }): number {
  return idNumber(a.id) - idNumber(b.id) || a.id.localeCompare(b.id);
}

function parseNow(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  return Date.UTC(y, mo - 1, d, h, mi);
}

function fmt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace("T", " ");
}

function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

function isLive(t: { status: Status }): boolean {
  return t.status === "open" || t.status === "pending";
}

function loadOf(list: Summary[], agentId: string): number {
  return list.filter((t) => t.assignee === agentId && isLive(t)).length;
}

function isAnswered(ticket: Ticket): boolean {
  return ticket.comments.some((c) => !c.internal);
}

function watchOf(ticket: Ticket, policy: Record<string, number>, now: number): Watched | null {
  const created = Date.parse(ticket.created_at);
  const replyDue = created + (policy[ticket.priority] ?? 0) * HOUR;
  const resolveDue = created + RESOLVE_HOURS[ticket.priority] * HOUR;
  const answered = isAnswered(ticket);
  const running = answered ? [resolveDue] : [replyDue, resolveDue];
  const next = Math.min(...running);
  if (running.some((d) => now >= d)) return { ticket, replyDue, resolveDue, answered, state: "Breached", next };
  if (running.some((d) => d - now <= RISK_WINDOW)) return { ticket, replyDue, resolveDue, answered, state: "At risk", next };
  return null;
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [policy, setPolicy] = useState<Record<string, number> | null>(null);
  const [nowText, setNowText] = useState(DEFAULT_NOW);
  const [calcNow, setCalcNow] = useState<number>(parseNow(DEFAULT_NOW) as number);
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  const [nowNote, setNowNote] = useState<string | null>(null);
  const [opened, setOpened] = useState<Ticket | null>(null);
  const [ticketIdText, setTicketIdText] = useState("");
  const [ticketNote, setTicketNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [allTickets, setAllTickets] = useState<Summary[] | null>(null);
  const [team, setTeam] = useState("Platform");
  const [showFilter, setShowFilter] = useState("All");
  const [ownerFilter, setOwnerFilter] = useState("All teams");
  const [bulkNote, setBulkNote] = useState<string | null>(null);
  const [actions, setActions] = useState<Action[]>([]);

  function logAction(kind: ActionKind, text: string) {
    setActions((prev) => [{ kind, text }, ...prev]);
  }

  function agentName(id: string | null): string {
    if (id === null) return "Unassigned";
    return agents.find((a) => a.id === id)?.name ?? id;
  }

  async function loadWatch(now: number) {
    const { tickets: list } = await callTool<{ tickets: Summary[] }>("list_tickets", {});
    setAllTickets(list);
    const live = list.filter(isLive);
    const full: Ticket[] = [];
    for (const t of live) {
      const res = await callTool<{ ticket: Ticket }>("get_ticket", { ticket_id: t.id });
      full.push(res.ticket);
    }
    setTickets(full);
    setCalcNow(now);
  }

  useEffect(() => {
    (async () => {
      const res = await callTool<{ agents: Agent[] }>("list_agents", {});
      setAgents(res.agents);
      const sla = await readResource<Record<string, number>>("helpdesk://sla-policy");
      setPolicy(sla);
      await loadWatch(parseNow(DEFAULT_NOW) as number);
    })();
  }, []);

  function currentNow(): number {
    return parseNow(nowText) ?? calcNow;
  }

  async function readTicket(id: string): Promise<Ticket> {
    const res = await callTool<{ ticket: Ticket }>("get_ticket", { ticket_id: id });
    return res.ticket;
  }

  function teamOf(agentId: string | null): string {
    if (agentId === null) return "Platform";
    const team = agents.find((a) => a.id === agentId)?.team;
    return team && TEAMS.includes(team) ? team : "Platform";
  }

  async function openTicket(id: string) {
    setTicketNote(null);
    try {
      const ticket = await readTicket(id);
      setOpened(ticket);
      setTeam(teamOf(ticket.assignee));
    } catch (err) {
      setOpened(null);
      setTicketNote(`Refused: ${errorMessage(err)}`);
    }
  }

  async function onOpenById() {
    await openTicket(ticketIdText.trim());
  }

  async function onFirstReply() {
    if (!opened) return;
    const id = opened.id;
    setBusy(true);
    setTicketNote(null);
    try {
      const fresh = await readTicket(id);
      setOpened(fresh);
      if (isAnswered(fresh)) {
        setTicketNote(`${id} already has a reply`);
        return;
      }
      await callTool("add_comment", { ticket_id: id, body: FIRST_REPLY, internal: false });
      logAction("reply", `${id} · first reply sent`);
      setTicketNote("First reply sent");
      setOpened(await readTicket(id));
      await loadWatch(currentNow());
    } catch (err) {
      setTicketNote(`Refused: ${errorMessage(err)}`);
      try {
        setOpened(await readTicket(id));
      } catch {
        /* the refusal is already shown */
      }
    } finally {
      setBusy(false);
    }
  }

  async function onAssign() {
    if (!opened) return;
    const id = opened.id;
    const chosen = team;
    setBusy(true);
    setTicketNote(null);
    try {
      const { tickets: list } = await callTool<{ tickets: Summary[] }>("list_tickets", {});
      const { agents: staff } = await callTool<{ agents: Agent[] }>("list_agents", {});
      setAgents(staff);
      const pool = staff.filter((a) => a.active && a.team === chosen);
      let target: Agent | null = null;
      let best = Infinity;
      for (const a of pool) {
        const n = loadOf(list, a.id);
        if (n < best) {
          best = n;
          target = a;
        }
      }
      const current = list.find((t) => t.id === id);
      if (target && current && current.assignee === target.id) {
        setTicketNote(`${id} already sits with ${target.name}`);
        return;
      }
      if (!target || best >= LIMIT) {
        setTicketNote(`Nobody in ${chosen} has room (limit ${LIMIT})`);
        return;
      }
      const fresh = await callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: id });
      await callTool("assign_ticket", { ticket_id: id, agent_id: target.id, evidence_token: fresh.evidence_token });
      logAction("assign", `${id} · assigned to ${target.name}`);
      await callTool("add_comment", {
        ticket_id: id,
        body: `Reassigned by deadline watch to ${target.name}`,
        internal: true,
      });
      setTicketNote(`Assigned to ${target.name}`);
      setOpened(await readTicket(id));
      await loadWatch(currentNow());
    } catch (err) {
      setTicketNote(`Refused: ${errorMessage(err)}`);
      try {
        setOpened(await readTicket(id));
      } catch {
        /* the refusal is already shown */
      }
    } finally {
      setBusy(false);
    }
  }

  async function onReplyToShown(ids: string[]) {
    setBusy(true);
    setBulkNote(null);
    try {
      const targets: string[] = [];
      for (const id of ids) {
        const fresh = await readTicket(id);
        if (!isAnswered(fresh)) targets.push(id);
      }
      if (targets.length > BULK_MAX) {
        setBulkNote(`${targets.length} tickets need a reply: narrow the list to ${BULK_MAX} or fewer`);
        return;
      }
      if (targets.length === 0) {
        setBulkNote("No shown ticket needs a reply");
        return;
      }
      let sent = 0;
      for (const id of targets) {
        try {
          await callTool("add_comment", { ticket_id: id, body: FIRST_REPLY, internal: false });
          logAction("reply", `${id} · first reply sent`);
          sent += 1;
        } catch {
          /* a refused comment is not counted */
        }
      }
      setBulkNote(sent === 1 ? "Replied to 1 ticket" : `Replied to ${sent} tickets`);
      await loadWatch(currentNow());
      if (opened && targets.includes(opened.id)) setOpened(await readTicket(opened.id));
    } catch (err) {
      setBulkNote(`Refused: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  }

  async function onResolve() {
    if (!opened) return;
    const id = opened.id;
    setBusy(true);
    setTicketNote(null);
    try {
      const fresh = await callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: id });
      setOpened(fresh.ticket);
      if (!isAnswered(fresh.ticket)) {
        setTicketNote(`Send ${id} a reply before resolving it`);
        return;
      }
      await callTool("update_ticket_status", { ticket_id: id, status: "resolved", evidence_token: fresh.evidence_token });
      logAction("resolve", `${id} · resolved`);
      setTicketNote(`${id} resolved`);
      setOpened(await readTicket(id));
      await loadWatch(currentNow());
    } catch (err) {
      setTicketNote(`Refused: ${errorMessage(err)}`);
      try {
        setOpened(await readTicket(id));
      } catch {
        /* the refusal is already shown */
      }
    } finally {
      setBusy(false);
    }
  }

  async function onRecalculate() {
    const now = parseNow(nowText);
    if (now === null) {
      setNowNote("Write Now as YYYY-MM-DD HH:MM");
      return;
    }
    setNowNote(null);
    await loadWatch(now);
  }

  const watched: Watched[] = [];
  if (policy && tickets) {
    for (const t of tickets) {
      const w = watchOf(t, policy, calcNow);
      if (w) watched.push(w);
    }
  }
  watched.sort(
    (a, b) =>
      (a.state === "Breached" ? 0 : 1) - (b.state === "Breached" ? 0 : 1) || a.next - b.next || byId(a.ticket, b.ticket),
  );
  const breached = watched.filter((w) => w.state === "Breached").length;
  const atRisk = watched.length - breached;
  const unansweredBreached = watched.filter((w) => w.state === "Breached" && !w.answered).length;
  const countOf = (kind: ActionKind) => actions.filter((a) => a.kind === kind).length;
  const shown = watched.filter((w) => {
    if (showFilter !== "All" && w.state !== showFilter) return false;
    if (ownerFilter === "All teams") return true;
    if (ownerFilter === "Unassigned") return w.ticket.assignee === null;
    return agents.some((a) => a.id === w.ticket.assignee && a.team === ownerFilter);
  });

  return (
    <main className="page">
      <h1>Deadline watch</h1>
      <div className="toolbar">
        <label htmlFor="now-box">Now</label>
        <input id="now-box" value={nowText} onChange={(e) => setNowText(e.target.value)} />
        <button type="button" onClick={onRecalculate}>
          Recalculate
        </button>
        <span>All times UTC</span>
      </div>
      {nowNote && (
        <p className="note" role="alert">
          {nowNote}
        </p>
      )}

      <section aria-labelledby="targets-h">
        <h2 id="targets-h">Targets</h2>
        {policy ? (
          <ul className="plain">
            {PRIORITIES.map((p) => (
              <li key={p}>{`${p}: reply ${policy[p]} h · resolve ${RESOLVE_HOURS[p]} h`}</li>
            ))}
          </ul>
        ) : (
          <p>Reading the SLA policy…</p>
        )}
      </section>

      <section aria-labelledby="watch-h">
        <h2 id="watch-h">Watch list</h2>
        {tickets === null || policy === null ? (
          <p>Reading the helpdesk…</p>
        ) : watched.length === 0 ? (
          <p>Nothing to watch</p>
        ) : (
          <>
            <p className="counts">{`${breached} breached · ${atRisk} at risk`}</p>
            <p>{`Showing ${shown.length} of ${watched.length}`}</p>
          </>
        )}
        <div className="toolbar">
          <label htmlFor="show-filter">Show</label>
          <select id="show-filter" value={showFilter} onChange={(e) => setShowFilter(e.target.value)}>
            {SHOW_CHOICES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <label htmlFor="owner-filter">Owner</label>
          <select id="owner-filter" value={ownerFilter} onChange={(e) => setOwnerFilter(e.target.value)}>
            {OWNER_CHOICES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        {tickets !== null && policy !== null && watched.length > 0 && shown.length === 0 && (
          <p>No ticket matches the filters</p>
        )}
        {tickets !== null && policy !== null && shown.length > 0 && (
          <>
            <table>
              <thead>
                <tr>
                  <th>ID</th>
                  <th>Subject</th>
                  <th>Priority</th>
                  <th>Assignee</th>
                  <th>Reply due</th>
                  <th>Resolve due</th>
                  <th>State</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((w) => (
                  <tr key={w.ticket.id}>
                    <td>
                      <button type="button" className="linkish" onClick={() => openTicket(w.ticket.id)}>
                        {w.ticket.id}
                      </button>
                    </td>
                    <td>{w.ticket.subject}</td>
                    <td>{w.ticket.priority}</td>
                    <td>{agentName(w.ticket.assignee)}</td>
                    <td>{w.answered ? "Answered" : fmt(w.replyDue)}</td>
                    <td>{fmt(w.resolveDue)}</td>
                    <td className={w.state === "Breached" ? "state-breached" : "state-risk"}>{w.state}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <div className="toolbar">
          <button type="button" disabled={busy} onClick={() => onReplyToShown(shown.map((w) => w.ticket.id))}>
            Reply to shown
          </button>
        </div>
        {bulkNote && (
          <p className="note" role="status">
            {bulkNote}
          </p>
        )}
      </section>

      <section aria-labelledby="summary-h">
        <h2 id="summary-h">Shift summary</h2>
        <ul className="plain">
          <li>{`Unanswered and breached: ${tickets && policy ? unansweredBreached : "…"}`}</li>
          <li>{`Replies sent: ${countOf("reply")}`}</li>
          <li>{`Reassigned: ${countOf("assign")}`}</li>
          <li>{`Resolved: ${countOf("resolve")}`}</li>
        </ul>
        <h3>Actions</h3>
        {actions.length === 0 ? (
          <p>No actions yet</p>
        ) : (
          <ul className="plain">
            {actions.map((a, i) => (
              <li key={`${actions.length - i}`}>{a.text}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="load-h">
        <h2 id="load-h">Team load</h2>
        {allTickets === null ? (
          <p>Reading the helpdesk…</p>
        ) : (
          <ul className="plain">
            {agents
              .filter((a) => a.active)
              .map((a) => (
                <li key={a.id}>{`${a.name} (${a.team}): ${loadOf(allTickets, a.id)} of ${LIMIT}`}</li>
              ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="ticket-h">
        <h2 id="ticket-h">Ticket</h2>
        <div className="toolbar">
          <label htmlFor="ticket-id">Ticket ID</label>
          <input id="ticket-id" value={ticketIdText} onChange={(e) => setTicketIdText(e.target.value)} />
          <button type="button" onClick={onOpenById}>
            Open ticket
          </button>
        </div>
        {ticketNote && (
          <p className="note" role="status">
            {ticketNote}
          </p>
        )}
        {opened && policy ? (
          <div>
            <h3>{opened.subject}</h3>
            <p>{`${opened.id} · Customer: ${opened.customer}`}</p>
            <p>{`Status: ${opened.status}`}</p>
            <p>{`Assignee: ${agentName(opened.assignee)}`}</p>
            <p>
              {isAnswered(opened)
                ? "Reply due: Answered"
                : `Reply due: ${fmt(Date.parse(opened.created_at) + (policy[opened.priority] ?? 0) * HOUR)}`}
            </p>
            <p>{`Resolve due: ${fmt(Date.parse(opened.created_at) + RESOLVE_HOURS[opened.priority] * HOUR)}`}</p>
            <h3>Comments</h3>
            {opened.comments.length === 0 ? (
              <p>No comments</p>
            ) : (
              <ul className="plain">
                {opened.comments.map((c) => (
                  <li key={c.id}>{`${c.internal ? "Internal" : "Public"} · ${c.body}`}</li>
                ))}
              </ul>
            )}
            <div className="toolbar">
              <button type="button" disabled={busy} onClick={onFirstReply}>
                Send first reply
              </button>
              <button type="button" disabled={busy} onClick={onResolve}>
                Resolve
              </button>
            </div>
            <div className="toolbar">
              <label htmlFor="team-choice">Team</label>
              <select id="team-choice" value={team} onChange={(e) => setTeam(e.target.value)}>
                {TEAMS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
              <button type="button" disabled={busy} onClick={onAssign}>
                Assign least loaded
              </button>
            </div>
          </div>
        ) : (
          !ticketNote && <p>Open a ticket from the watch list or by its id.</p>
        )}
      </section>
    </main>
  );
}
