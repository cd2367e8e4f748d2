import { useCallback, useEffect, useRef, useState } from "react";
import QueueControls from "./QueueControls";
import type { PriorityFilter } from "./QueueControls";
import QueueTable from "./QueueTable";
import TicketDetails from "./TicketDetails";
import {
  assignTicketTo,
  errorText,
  fetchAgents,
  fetchTickets,
  isActive,
  moveToPending,
  readTicket,
  setTicketStatus,
} from "./helpdesk";
import type { Agent, Status, Ticket, TicketRow } from "./helpdesk";
import "./app.css";

export default function App() {
  const [tickets, setTickets] = useState<TicketRow[] | null>(null);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState("");
  const latest = useRef(0);

  const [openId, setOpenId] = useState<string | null>(null);
  const [detail, setDetail] = useState<Ticket | null>(null);
  const [detailLoading, setDetailLoading] = useState(false);
  const [detailAlert, setDetailAlert] = useState("");
  const [busy, setBusy] = useState(false);
  const detailSeq = useRef(0);

  const [priority, setPriority] = useState<PriorityFilter>("all");
  const [unassignedOnly, setUnassignedOnly] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkAlert, setBulkAlert] = useState("");

  const refreshQueue = useCallback(async () => {
    const ticketNo = ++latest.current;
    setLoading(true);
    try {
      const [live, people] = await Promise.all([fetchTickets(), fetchAgents()]);
      if (ticketNo !== latest.current) return;
      setTickets(live);
      setAgents(people);
      setLoadProblem("");
    } catch (err) {
      if (ticketNo === latest.current) setLoadProblem(errorText(err));
    } finally {
      if (ticketNo === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refreshQueue();
  }, [refreshQueue]);

  /** Reads the ticket from the helpdesk and shows it; returns an error text or "". */
  const loadDetail = useCallback(async (ticketId: string): Promise<string> => {
    const seq = ++detailSeq.current;
    setDetailLoading(true);
    try {
      const { ticket } = await readTicket(ticketId);
      if (seq === detailSeq.current) setDetail(ticket);
      return "";
    } catch (err) {
      if (seq === detailSeq.current) setDetail(null);
      return errorText(err);
    } finally {
      if (seq === detailSeq.current) setDetailLoading(false);
    }
  }, []);

  const openTicket = useCallback(
    async (ticketId: string) => {
      setOpenId(ticketId);
      setDetailAlert("");
      if (detail && detail.id !== ticketId) setDetail(null);
      const problem = await loadDetail(ticketId);
      setDetailAlert(problem);
    },
    [detail, loadDetail],
  );

  /** Runs one write on the opened ticket, then reads the ticket and the queue back. */
  async function applyChange(write: (ticketId: string) => Promise<unknown>) {
    if (!detail) return;
    const ticketId = detail.id;
    setBusy(true);
    setDetailAlert("");
    let problem = "";
    try {
      await write(ticketId);
    } catch (err) {
      problem = errorText(err);
    }
    // Whatever happened, show what the helpdesk now reports.
    const [readProblem] = await Promise.all([loadDetail(ticketId), refreshQueue()]);
    setDetailAlert(problem || readProblem);
    setBusy(false);
  }

  const changeStatus = (status: Status) => applyChange((id) => setTicketStatus(id, status));
  const assignTo = (agentId: string) => applyChange((id) => assignTicketTo(id, agentId));

  const active = (tickets ?? []).filter(isActive);
  const unassigned = active.filter((t) => !t.assignee).length;
  const shown = active.filter(
    (t) => (priority === "all" || t.priority === priority) && (!unassignedOnly || !t.assignee),
  );
  const checkedShown = shown.filter((t) => selected.has(t.id)).map((t) => t.id);

  function toggle(ticketId: string, checked: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(ticketId);
      else next.delete(ticketId);
      return next;
    });
  }

  /** Moves every checked ticket in the table to pending now, one update_ticket_status each. */
  async function markSelectedPending() {
    const ids = checkedShown;
    if (ids.length === 0) return;
    setBulkBusy(true);
    setBulkAlert("");
    const problems: string[] = [];
    for (const ticketId of ids) {
      try {
        await moveToPending(ticketId);
      } catch (err) {
        problems.push(`${ticketId}: ${errorText(err)}`);
      }
    }
    setSelected(new Set());
    const reads: Promise<unknown>[] = [refreshQueue()];
    if (detail && ids.includes(detail.id)) {
      const detailId = detail.id;
      reads.push(loadDetail(detailId).then((p) => p && setDetailAlert(p)));
    }
    await Promise.all(reads);
    setBulkAlert(problems.join(" · "));
    setBulkBusy(false);
  }

  return (
    <main className="page">
      <header className="page-head">
        <h1>Triage queue</h1>
        <p className="lede">Open and pending tickets, read live from the helpdesk.</p>
      </header>

      <div className="workspace">
        <div className="queue-column">
          <QueueControls
            priority={priority}
            unassignedOnly={unassignedOnly}
            onPriority={setPriority}
            onUnassignedOnly={setUnassignedOnly}
          />

          <div className="queue-bar">
            <strong className="count-line">
              {tickets === null
                ? "Loading the queue…"
                : `Showing ${shown.length} of ${active.length} active tickets`}
            </strong>
            {tickets !== null && <span className="chip">Unassigned: {unassigned}</span>}
            <button type="button" onClick={() => void refreshQueue()} disabled={loading}>
              Refresh
            </button>
            {loading && tickets !== null && <span className="muted">Refreshing…</span>}
          </div>

          <div className="bulk-bar">
            <button
              type="button"
              onClick={() => void markSelectedPending()}
              disabled={bulkBusy || checkedShown.length === 0}
            >
              Mark selected pending
            </button>
            <span className="muted">{checkedShown.length} selected</span>
          </div>

          {bulkAlert && (
            <p role="alert" className="alert">
              {bulkAlert}
            </p>
          )}

          {loadProblem && (
            <p role="alert" className="alert">
              Could not load the queue: {loadProblem}
            </p>
          )}

          {tickets !== null && (
            <QueueTable
              rows={shown}
              agents={agents}
              openId={openId}
              selected={selected}
              onOpen={(id) => void openTicket(id)}
              onToggle={toggle}
              emptyText={
                active.length === 0 ? "No active tickets right now." : "No active tickets match these filters."
              }
            />
          )}
        </div>

        <TicketDetails
          ticket={detail}
          agents={agents}
          loading={detailLoading}
          busy={busy}
          alert={detailAlert}
          onOpen={(id) => void openTicket(id)}
          onChangeStatus={(s) => void changeStatus(s)}
          onAssign={(id) => void assignTo(id)}
        />
      </div>
    </main>
  );
}
