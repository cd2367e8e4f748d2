import { useEffect, useRef, useState } from "react";
import "./styles.css";
import { callTool } from "./bridge";
import { errorText, getTicket, readSnapshot, type Snapshot } from "./api";
import {
  LOAD_LIMIT,
  PRIORITIES,
  RESOLVE_HOURS,
  TEAMS,
  buildWatch,
  leastLoaded,
  loadOf,
  sameTeam,
  formatTime,
  isAnswered,
  parseNow,
  type Agent,
  type Team,
  type Ticket,
  type TicketSummary,
  type WatchRow,
} from "./desk";
import TicketView from "./TicketView";

const START_NOW = "2026-03-02 09:00";
const NOW_MESSAGE = "Write Now as YYYY-MM-DD HH:MM";
export const FIRST_REPLY = "Thank you for waiting: your ticket is with our team and we will update you today.";

export default function App() {
  const [nowText, setNowText] = useState(START_NOW);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [rows, setRows] = useState<WatchRow[] | null>(null);
  const [nowMessage, setNowMessage] = useState("");
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);
  const appliedNow = useRef<number>(parseNow(START_NOW) ?? 0);
  const loadSeq = useRef(0);
  const [ticketIdText, setTicketIdText] = useState("");
  const [opened, setOpened] = useState<Ticket | null>(null);
  const [ticketMessage, setTicketMessage] = useState("");
  const [ticketNote, setTicketNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [team, setTeam] = useState<Team>("Platform");

  const refreshWatch = async (now: number) => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const snap = await readSnapshot();
      if (seq !== loadSeq.current) return;
      appliedNow.current = now;
      setSnapshot(snap);
      setAgents(snap.agents);
      setRows(buildWatch(snap.tickets, snap.policy, now));
      setLoadError("");
    } catch (err) {
      if (seq === loadSeq.current) setLoadError(`Refused: ${errorText(err)}`);
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
  };

  useEffect(() => {
    void refreshWatch(appliedNow.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const recalculate = () => {
    const now = parseNow(nowText);
    if (now === null) {
      setNowMessage(NOW_MESSAGE);
      return;
    }
    setNowMessage("");
    void refreshWatch(now);
  };

  const agentName = (id: string | null | undefined) => {
    if (!id) return "Unassigned";
    return agents.find((a) => a.id === id)?.name ?? id;
  };

  /** The time in "Now" when it is valid, otherwise the time last worked out. */
  const currentNow = () => parseNow(nowText) ?? appliedNow.current;

  /** Shows a freshly read ticket, making sure its assignee's name is known. */
  const showTicket = async (ticket: Ticket, preselectTeam = false) => {
    let known = agents;
    if (ticket.assignee && !known.some((a) => a.id === ticket.assignee)) {
      const { agents: fresh } = await callTool<{ agents: Agent[] }>("list_agents", {});
      known = fresh;
      setAgents(fresh);
    }
    setOpened(ticket);
    if (preselectTeam) {
      const owner = known.find((a) => a.id === ticket.assignee);
      setTeam(owner && sameTeam(owner.team, "Billing") ? "Billing" : "Platform");
    }
  };

  const openTicket = async (rawId: string) => {
    const id = rawId.trim();
    setBusy(true);
    setTicketMessage("");
    setTicketNote("");
    try {
      const { ticket } = await getTicket(id);
      await showTicket(ticket, true);
    } catch (err) {
      setOpened(null);
      setTicketMessage(`Refused: ${errorText(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const sendFirstReply = async () => {
    if (!opened) return;
    const id = opened.id;
    setBusy(true);
    setTicketMessage("");
    setTicketNote("");
    try {
      const { ticket } = await getTicket(id);
      if (isAnswered(ticket)) {
        await showTicket(ticket);
        setTicketMessage(`${id} already has a reply`);
        return;
      }
      await callTool("add_comment", { ticket_id: id, body: FIRST_REPLY, internal: false });
      setTicketNote(`First reply sent to ${id}.`);
      const { ticket: after } = await getTicket(id);
      await showTicket(after);
      await refreshWatch(currentNow());
    } catch (err) {
      setTicketMessage(`Refused: ${errorText(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const breached = rows?.filter((r) => r.state === "Breached").length ?? 0;
  const atRisk = rows?.filter((r) => r.state === "At risk").length ?? 0;

  const assignLeastLoaded = async () => {
    if (!opened) return;
    const id = opened.id;
    const chosen = team;
    setBusy(true);
    setTicketMessage("");
    setTicketNote("");
    try {
      const { tickets: live } = await callTool<{ tickets: TicketSummary[] }>("list_tickets", {});
      const { agents: allAgents } = await callTool<{ agents: Agent[] }>("list_agents", {});
      setAgents(allAgents);
      const target = leastLoaded(chosen, allAgents, live);
      const currentAssignee = live.find((t) => t.id === id)?.assignee ?? opened.assignee ?? null;
      if (target && currentAssignee === target.id) {
        setTicketMessage(`${id} already sits with ${target.name}`);
        return;
      }
      if (!target || loadOf(target.id, live) >= LOAD_LIMIT) {
        setTicketMessage(`Nobody in ${chosen} has room (limit ${LOAD_LIMIT})`);
        return;
      }
      const { evidence_token } = await getTicket(id);
      await callTool("assign_ticket", { ticket_id: id, agent_id: target.id, evidence_token });
      await callTool("add_comment", {
        ticket_id: id,
        body: `Reassigned by deadline watch to ${target.name}`,
        internal: true,
      });
      setTicketNote(`${id} assigned to ${target.name}.`);
      const { ticket: after } = await getTicket(id);
      await showTicket(after);
      await refreshWatch(currentNow());
    } catch (err) {
      setTicketMessage(`Refused: ${errorText(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const teamLoad = (snapshot?.agents ?? []).filter((a) => a.active);

  return (
    <main className="desk">
      <h1>Deadline watch</h1>

      <div className="now-bar">
        <div className="field">
          <label htmlFor="now-input">Now</label>
          <input
            id="now-input"
            type="text"
            value={nowText}
            onChange={(e) => setNowText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") recalculate();
            }}
          />
        </div>
        <button type="button" onClick={recalculate}>
          Recalculate
        </button>
        <span className="hint">All times are UTC.</span>
      </div>
      {nowMessage && (
        <p className="error" role="alert">
          {nowMessage}
        </p>
      )}

      <section className="panel" aria-labelledby="targets-heading">
        <h2 id="targets-heading">Targets</h2>
        {snapshot ? (
          <ul className="plain">
            {PRIORITIES.map((p) => (
              <li key={p}>
                {p}: reply {snapshot.policy[p] ?? "?"} h · resolve {RESOLVE_HOURS[p]} h
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Reading the SLA policy…</p>
        )}
      </section>

      <section className="panel" aria-labelledby="watch-heading">
        <h2 id="watch-heading">Watch list</h2>
        {loadError && (
          <p className="error" role="alert">
            {loadError}
          </p>
        )}
        {rows === null ? (
          <p className="muted">{loading ? "Reading the helpdesk…" : ""}</p>
        ) : (
          <>
            <p className="counts">
              {breached} breached · {atRisk} at risk
            </p>
            {rows.length === 0 ? (
              <p className="muted">Nothing to watch</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Priority</th>
                    <th scope="col">Assignee</th>
                    <th scope="col">Reply due</th>
                    <th scope="col">Resolve due</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.ticket.id}>
                      <td>
                        <button type="button" className="link" onClick={() => void openTicket(r.ticket.id)}>
                          {r.ticket.id}
                        </button>
                      </td>
                      <td>{r.ticket.subject}</td>
                      <td>{r.ticket.priority}</td>
                      <td>{agentName(r.ticket.assignee)}</td>
                      <td>{r.answered ? "Answered" : formatTime(r.replyDue)}</td>
                      <td>{formatTime(r.resolveDue)}</td>
                      <td>
                        <span className={r.state === "Breached" ? "badge breached" : "badge risk"}>{r.state}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="ticket-heading">
        <h2 id="ticket-heading">Ticket</h2>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            void openTicket(ticketIdText);
          }}
        >
          <div className="field">
            <label htmlFor="ticket-id-input">Ticket ID</label>
            <input
              id="ticket-id-input"
              type="text"
              value={ticketIdText}
              onChange={(e) => setTicketIdText(e.target.value)}
            />
          </div>
          <button type="submit" disabled={busy}>
            Open ticket
          </button>
        </form>
        {ticketMessage && (
          <p className="error" role="alert">
            {ticketMessage}
          </p>
        )}
        {ticketNote && <p className="note">{ticketNote}</p>}
        {opened ? (
          <>
            <TicketView ticket={opened} policy={snapshot?.policy ?? {}} assigneeName={agentName(opened.assignee)} />
            <div className="row actions">
              <button type="button" disabled={busy} onClick={() => void sendFirstReply()}>
                Send first reply
              </button>
              <div className="field">
                <label htmlFor="team-select">Team</label>
                <select id="team-select" value={team} onChange={(e) => setTeam(e.target.value as Team)}>
                  {TEAMS.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" disabled={busy} onClick={() => void assignLeastLoaded()}>
                Assign least loaded
              </button>
            </div>
          </>
        ) : (
          !ticketMessage && <p className="muted">Open a ticket from the watch list or by its ID.</p>
        )}
      </section>

      <section className="panel" aria-labelledby="load-heading">
        <h2 id="load-heading">Team load</h2>
        {snapshot ? (
          <ul className="plain">
            {teamLoad.map((a) => (
              <li key={a.id}>
                {a.name} ({a.team}): {loadOf(a.id, snapshot.summaries)} of {LOAD_LIMIT}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Reading the agents…</p>
        )}
      </section>
    </main>
  );
}
